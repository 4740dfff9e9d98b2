/**
 * Vector grouped bar chart for the report PDF: one group per category, one bar per series, a value axis in millions
 * of pesos with es-CL labels ('$12'), the category labels under the groups and a legend on top.
 */
import { formatMillions } from '../cesiones-chart';
import type { BarsBlock } from './report-types';
import { placeText } from './pdf-text';

/** Height of the whole chart (legend, plot and labels), points. */
export const BAR_CHART_HEIGHT = 180;

const LEGEND = 14;
const LABELS = 16;
const AXIS = 42;
const GRID_LINES = 4;

/**
 * The axis maximum for values up to `max`: a round (1, 1,5, 2, 2,5, 3, 4, 5, 6 or 8) × 10^n multiple of
 * {@link GRID_LINES} steps (at least 1 so an all-zero chart still has an axis).
 */
export function niceAxisMax(max: number): number {
  if (max <= 0) return GRID_LINES;
  const rough = max / GRID_LINES;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]
    .map((factor) => factor * power)
    .find((candidate) => candidate >= rough)!;
  return step * GRID_LINES;
}

/** Draws `block` in the box at (x, y) `width` wide and {@link BAR_CHART_HEIGHT} high. Negative values draw as 0. */
export function drawBarChart(
  doc: PDFKit.PDFDocument,
  block: BarsBlock,
  box: { x: number; y: number; width: number },
): void {
  let legendX = box.x + AXIS;
  doc.font('Helvetica').fontSize(8);
  for (const serie of block.series) {
    doc.rect(legendX, box.y + 1, 8, 8).fill(serie.color);
    doc.fillColor('black').text(serie.name, legendX + 11, box.y + 1, { lineBreak: false });
    legendX += 11 + doc.widthOfString(serie.name) + 14;
  }

  const plot = {
    x: box.x + AXIS,
    y: box.y + LEGEND + 4,
    width: box.width - AXIS,
    height: BAR_CHART_HEIGHT - LEGEND - 4 - LABELS,
  };
  const top = niceAxisMax(Math.max(0, ...block.series.flatMap((serie) => serie.values)));
  const yOf = (value: number) => plot.y + plot.height - (Math.max(0, value) / top) * plot.height;
  doc.fontSize(7);
  for (let line = 0; line <= GRID_LINES; line += 1) {
    const value = (top / GRID_LINES) * line;
    const y = yOf(value);
    doc
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.width, y)
      .lineWidth(0.4)
      .strokeColor(line === 0 ? '#adb5bd' : '#e9ecef')
      .stroke();
    doc.fillColor('#6c757d');
    placeText(doc, formatMillions(value), box.x, y - 3, AXIS - 4, 'right');
  }

  const group = plot.width / block.categories.length;
  const barWidth = (group * 0.8) / block.series.length;
  block.categories.forEach((category, i) => {
    const groupX = plot.x + i * group + group * 0.1;
    block.series.forEach((serie, s) => {
      const value = serie.values[i] ?? 0;
      const y = yOf(value);
      if (plot.y + plot.height - y > 0)
        doc.rect(groupX + s * barWidth, y, barWidth, plot.y + plot.height - y).fill(serie.color);
    });
    // Long ranges leave narrow groups: their labels get a smaller type.
    doc.fontSize(doc.fontSize(7).widthOfString(category) > group - 2 ? 5 : 7);
    doc.fillColor('black');
    placeText(doc, category, plot.x + i * group, plot.y + plot.height + 4, group, 'center');
  });
}
