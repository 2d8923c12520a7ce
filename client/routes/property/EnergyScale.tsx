/**
 * @module The energy certificate as a graphic on its own scale (A+++ to I, or the pre-2024 AA++ to
 * JJ, named as such): every class a bar growing from the best to the worst, the listing's class
 * larger, outlined and named "Ez az ingatlan", so it reads without colour too.
 */
import type { EnergyCertificate } from '../../../domain/cms/listingSchemas';
import { energyClassSummary, energyScaleSteps, energyScaleTitles } from '../../../domain/search/energyCertificate';
import * as styles from './propertyPage.css';

/** Green for the best class to red for the worst. */
function barColour(position: number): string {
  return `hsl(${Math.round(130 * (1 - position))} 68% 42%)`;
}

export function EnergyScale({ certificate }: { certificate: EnergyCertificate }) {
  const steps = energyScaleSteps(certificate.scale, certificate.code);
  return (
    <figure className={styles.energyFigure} data-energy-scale={certificate.scale}>
      <figcaption className={styles.energyCaption}>{energyScaleTitles[certificate.scale]}</figcaption>
      <ol className={styles.energyScale}>
        {steps.map((step) => (
          <li key={step.code} className={step.isListing ? `${styles.energyStep} ${styles.energyStepCurrent}` : styles.energyStep} aria-current={step.isListing ? 'true' : undefined}>
            <span className={styles.energyCode}>{step.code}</span>
            <span className={styles.energyBar} style={{ width: `${30 + 70 * step.position}%`, background: barColour(step.position) }} aria-hidden="true" />
            <span className={styles.energyMarker}>{step.isListing ? '◀ Ez az ingatlan' : ''}</span>
          </li>
        ))}
      </ol>
      <p className={styles.energySummary}>
        Az ingatlan besorolása: <strong>{energyClassSummary(certificate.scale, certificate.code)}</strong>
      </p>
    </figure>
  );
}
