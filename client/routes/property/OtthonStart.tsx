/**
 * @module Otthon Start for an eligible listing: the badge by its price, and an example monthly
 * payment at the programme's fixed 3% with the assumptions beside it.
 */
import { otthonStartPaymentExample } from '../../../domain/otthonStart';
import { formatPrice } from '../../../domain/searchFilter';
import * as styles from './propertyPage.css';
import { Icon } from '../../icons/Icon';

export function OtthonStartBadge() {
  return (
    <p className={styles.otthonStartBadge} data-otthon-start="">
      <span className={styles.otthonStartMark} aria-hidden="true">
        <Icon name="badge-check" size={18} />
      </span>
      <span>
        <strong>Otthon Start</strong>: megvásárolható a fix 3%-os kamatozású hitellel.
      </span>
    </p>
  );
}

const percent = new Intl.NumberFormat('hu-HU', { style: 'percent', maximumFractionDigits: 1 });

export function OtthonStartExample({ price }: { price: number }) {
  const example = otthonStartPaymentExample(price);
  return (
    <div className={styles.otthonStartBox}>
      <p>Havi törlesztőrészlet Otthon Start hitellel, például:</p>
      <p className={styles.otthonStartPayment} data-otthon-start-payment="">
        {`kb. ${formatPrice(example.monthlyPayment)}/hó`}
      </p>
      <ul className={styles.assumptions}>
        <li>{`Hitelösszeg: ${formatPrice(example.loanAmount)} (legfeljebb 50 M Ft, és legfeljebb a vételár 90%-a)`}</li>
        <li>{`Futamidő: ${example.termYears} év, havi egyenlő részletekkel (annuitás)`}</li>
        <li>{`Kamat: fix évi ${percent.format(example.annualRate)} a teljes futamidőre`}</li>
      </ul>
      <p className={styles.smallPrint}>
        Tájékoztató számítás, nem banki ajánlat. A hitel feltételei (első lakás, jövedelem, önerő) a vevőtől is függenek: kérdezze kollégánkat
        vagy bankját.
      </p>
    </div>
  );
}
