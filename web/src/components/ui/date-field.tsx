import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
} from 'react-aria-components';

/**
 * The locale of every date field: Spanish day/month/year with slashes (dd/MM/yyyy, as the screens print dates),
 * whatever the browser's language. es-CL's own pattern writes dashes, so es-ES's is the one taken.
 */
const DATE_FIELD_LOCALE = 'es-ES';

interface DateFieldProps {
  id: string;
  label: string;
  /** The date as 'yyyy-MM-dd', or '' for none. */
  value: string;
  /** Called with the date as 'yyyy-MM-dd', or '' when the field is cleared. */
  onValueChange: (value: string) => void;
  /** The wrapper's class ('mb-3' by default). */
  className?: string;
  /** Bootstrap's small variant (the sticky filter bars). */
  small?: boolean;
}

/**
 * A date input that reads and writes dd/MM/yyyy whatever the browser's language (a browser set to English would show
 * and take 04/08/2019 as 8 April in a native date input): react-aria-components' DatePicker, typed segment by
 * segment or picked in its calendar (weeks from Monday). Values go in and out as 'yyyy-MM-dd', as the native input's
 * did.
 */
export function DateField({ id, label, value, onValueChange, className = 'mb-3', small = false }: DateFieldProps) {
  const size = small ? '-sm' : '';
  return (
    <I18nProvider locale={DATE_FIELD_LOCALE}>
      <DatePicker
        id={id}
        className={className}
        value={calendarDate(value)}
        onChange={(date) => onValueChange(date ? date.toString() : '')}
        shouldForceLeadingZeros
        granularity="day"
      >
        <Label className={small ? 'form-label small mb-1' : 'form-label'}>{label}</Label>
        <Group className={`input-group input-group${size} flex-nowrap`}>
          <DateInput className={`form-control form-control${size} d-flex`}>
            {(segment) => <DateSegment segment={segment} className="rc-date-segment" />}
          </DateInput>
          <Button className="btn btn-outline-secondary" aria-label={`Calendario de ${label}`}>
            ▾
          </Button>
        </Group>
        <Popover placement="bottom start">
          <Dialog className="card card-body p-2 shadow">
            <Calendar>
              <header className="d-flex align-items-center gap-2 mb-2">
                <Button slot="previous" className="btn btn-sm btn-outline-secondary" aria-label="Mes anterior">
                  ‹
                </Button>
                <Heading className="h6 mb-0 flex-grow-1 text-center text-capitalize" />
                <Button slot="next" className="btn btn-sm btn-outline-secondary" aria-label="Mes siguiente">
                  ›
                </Button>
              </header>
              <CalendarGrid className="rc-date-calendar table table-sm table-borderless mb-0 text-center">
                {(date) => <CalendarCell date={date} className="btn btn-sm btn-light w-100" />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}

/** 'yyyy-MM-dd' as a calendar date; null for '' or text that is no such date. */
function calendarDate(value: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}
