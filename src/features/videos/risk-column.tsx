import type { Video } from '@/contract/videos';
import { useRiskThreshold } from '@/shared/api/risk-threshold';
import classes from './risk-column.module.css';

const percent = (share: number) => `${Math.round(share * 100)}\u00a0%`;

/**
 * «Риск»: the highest frame risk of the video's scores, a model's guess that orders attention and
 * never decides; marked (▲ and colour) at or above the administrators' threshold. Its words, in
 * the tooltip and to a screen reader, name it the model's guess. Plain elements and short texts:
 * one per row of the list's first paint.
 */
export function RiskCell({ row: video }: { row: Pick<Video, 'riskMax'> }) {
  const threshold = useRiskThreshold();
  const risk = video.riskMax;
  const high = risk !== null && threshold !== undefined && risk >= threshold;
  const words =
    risk === null
      ? 'Модель не оценивала'
      : `Оценка модели: ${percent(risk)}${high ? `, от порога ${percent(threshold)}` : ''}`;
  // One image to a screen reader, named by the words: «▲ 82 %» alone would not say whose guess it is.
  return (
    <p
      className={classes.risk}
      data-high={high || undefined}
      data-none={risk === null || undefined}
    >
      <span role="img" aria-label={words} title={words}>
        {risk === null ? '—' : high ? `▲\u00a0${percent(risk)}` : percent(risk)}
      </span>
    </p>
  );
}
