/**
 * @module Otthon Start for an eligible listing: the badge by its price, and an example monthly
 * payment at the programme's fixed rate with the assumptions beside it; every figure a rule of
 * domain/search/otthonStart.ts.
 */
import { otthonStartLoan, otthonStartPaymentExample, otthonStartRateText } from '../../../domain/search/otthonStart';
import { formatPrice } from '../../../domain/search/searchFilter';
import * as styles from './propertyPage.css';
import { Icon } from '../../icons/Icon';
import { formatPercent } from '../../../domain/helpers/numberFormat';

export function OtthonStartBadge() {
  return (
    <p className={styles.otthonStartBadge} data-otthon-start="">
      <span className={styles.otthonStartMark} aria-hidden="true">
        <Icon name="badge-check" size={18} />
      </span>
      <span>
        <strong>Otthon Start</strong>: {`megvásárolható a fix ${otthonStartRateText}-os kamatozású hitellel.`}
      </span>
    </p>
  );
}

export function OtthonStartExample({ price }: { price: number }) {
  const example = otthonStartPaymentExample(price);
  return (
    <div className={styles.otthonStartBox}>
      <p>Havi törlesztőrészlet Otthon Start hitellel, például:</p>
      <p className={styles.otthonStartPayment} data-otthon-start-payment="">
        {`kb. ${formatPrice(example.monthlyPayment)}/hó`}
      </p>
      <ul className={styles.assumptions}>
        <li>{`Hitelösszeg: ${formatPrice(example.loanAmount)} (legfeljebb ${formatPrice(otthonStartLoan.maxAmount)}, és legfeljebb a vételár ${formatPercent(otthonStartLoan.maxShareOfPrice)}-a)`}</li>
        <li>{`Futamidő: ${example.termYears} év, havi egyenlő részletekkel (annuitás)`}</li>
        <li>{`Kamat: fix évi ${formatPercent(example.annualRate)} a teljes futamidőre`}</li>
      </ul>
      <p className={styles.smallPrint}>
        Tájékoztató számítás, nem banki ajánlat. A hitel feltételei (első lakás, jövedelem, önerő) a vevőtől is függenek: kérdezze kollégánkat
        vagy bankját.
      </p>
    </div>
  );
}
