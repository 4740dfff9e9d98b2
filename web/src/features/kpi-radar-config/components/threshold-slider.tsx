import { Slider, SliderThumb, SliderTrack } from 'react-aria-components';
import type { KpiOrder, KpiScale } from '@domain/kpis/kpi-scales';
import { sliderRule } from '@domain/kpis/radar-config/slider-rule';

interface ThresholdSliderProps {
  title: string;
  scale: Pick<KpiScale, 'min' | 'max'>;
  stops: readonly [number, number];
  order: KpiOrder;
  /** The names of the low and high handles ('Malo' / 'Regular' by the order). */
  thumbLabels: readonly [string, string];
  isDisabled: boolean;
  onChange: (values: readonly [number, number], final: boolean) => void;
}

const COLOURS = { good: 'var(--bs-success)', regular: 'var(--bs-warning)', bad: 'var(--bs-danger)' };

/**
 * The double-handle range slider of a KPI card (client-radar.md §2), react-aria-components' Slider: both handles are
 * sliders for the keyboard (arrows, Page Up/Down, Home/End) and screen readers; the band is coloured Malo, Regular,
 * Bueno in the KPI's order. Step and range follow client-radar.md §5; the gap is kept by the editor's reducer.
 */
export function ThresholdSlider({
  title,
  scale,
  stops,
  order,
  thumbLabels,
  isDisabled,
  onChange,
}: ThresholdSliderProps) {
  const { step } = sliderRule(scale);
  const percent = (value: number) => ((value - scale.min) / (scale.max - scale.min)) * 100;
  const [lowEnd, highEnd] = order === 'good-first' ? [COLOURS.good, COLOURS.bad] : [COLOURS.bad, COLOURS.good];
  const [a, b] = [percent(stops[0]), percent(stops[1])];
  const band = `linear-gradient(to right, ${lowEnd} 0 ${a}%, ${COLOURS.regular} ${a}% ${b}%, ${highEnd} ${b}% 100%)`;
  const pair = (values: number | number[]): readonly [number, number] =>
    Array.isArray(values) ? [values[0] ?? stops[0], values[1] ?? stops[1]] : [values, stops[1]];
  return (
    <Slider
      aria-label={title}
      value={[...stops]}
      minValue={scale.min}
      maxValue={scale.max}
      step={step}
      isDisabled={isDisabled}
      onChange={(values) => onChange(pair(values), false)}
      onChangeEnd={(values) => onChange(pair(values), true)}
      className="py-3"
    >
      <SliderTrack style={{ position: 'relative', height: 8, borderRadius: 4, background: band }}>
        {({ state }) =>
          state.values.map((_, index) => (
            <SliderThumb
              key={index}
              index={index}
              aria-label={`${title}: ${thumbLabels[index] ?? ''}`}
              style={({ isFocusVisible }) => ({
                top: -5,
                width: 18,
                height: 18,
                borderRadius: '50%',
                background: 'var(--bs-body-bg)',
                border: '2px solid var(--bs-primary)',
                boxShadow: isFocusVisible ? '0 0 0 3px rgba(13, 110, 253, 0.5)' : undefined,
              })}
            />
          ))
        }
      </SliderTrack>
    </Slider>
  );
}
