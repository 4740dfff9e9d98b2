import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { countText } from '@domain/es-cl-format';
import { NOTIFICACIONES_WINDOW_DAYS, type TipoNotificacion } from '@domain/notificacion/notificacion';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, tabPanelProps } from '@web/components/ui/tabs';
import { useCesiones } from '@web/lib/cessions/get-cesiones';
import { EmptyState } from '@web/components/cessions/empty-state';
import { RefreshNoteText } from '@web/components/cessions/refresh-note-text';
import { SearchForm } from '@web/components/cessions/search-form';
import { useCessionSearch } from '@web/lib/cessions/use-cession-search';
import { useResultToasts } from '@web/components/cessions/use-result-toasts';
import { CESSION_SCREENS } from '@web/lib/cessions/cession-screens';
import { groupByDeudor } from '../model/notificacion-groups';
import { DeudorCard } from './deudor-card';

/**
 * Each kind's list (core-platform §7): cesion = the documents acquired, recesion = the documents re-ceded (assigned).
 */
const LIST_OF_TIPO = { cesion: 'adquiridas', recesion: 'cedidas' } as const;

/** The two kinds as tabs (components/ui/tabs.tsx), each selecting its route. */
const TABS: ReadonlyArray<{ id: TipoNotificacion; path: string; label: string }> = [
  { id: 'cesion', path: '/notificacion-cesion', label: 'Cesión' },
  { id: 'recesion', path: '/notificacion-recesion', label: 'Recesión' },
];

interface NotificacionesPageProps {
  rutFactoring: string;
  tipo: TipoNotificacion;
  /** The user holds notificaciones (core-platform §6); the server checks it too. */
  allowed: boolean;
}

/**
 * '/notificaciones', '/notificacion-cesion', '/notificacion-recesion' (core-platform §2 "Notifications screen"):
 * 'Notificaciones {type}', the 'Criterios de búsqueda' form (the last 30 days by default), then one card per
 * debtor of the period's documents (acquired for cesion, re-ceded for recesion) with its checkbox table, Notificado
 * tick or cross, multi-e-mail input and Notificar (deudor-card.tsx). The cards appear once the whole period arrived.
 */
export function NotificacionesPage({ rutFactoring, tipo, allowed }: NotificacionesPageProps) {
  const { initialForm, search, onSearch, refused, onRefused } = useCessionSearch(NOTIFICACIONES_WINDOW_DAYS);
  const navigate = useNavigate();
  // The page mounts anew for each kind (its route keys it): a kind chosen from the tabs keeps the focus on them.
  const fromTabs = (useLocation().state as { fromTabs?: boolean } | null)?.fromTabs === true;
  const list = LIST_OF_TIPO[tipo];
  const query = useCesiones({ list }, rutFactoring, search, allowed);
  const complete = query.data?.complete === true;
  const cesiones = !refused && complete ? query.data!.cesiones : undefined;
  // Cards restart with each search, and keep their selection and e-mails while a notification refreshes the list.
  const searchKey = JSON.stringify(search);
  const groups = useMemo(() => (cesiones ? groupByDeudor(cesiones) : []), [cesiones]);
  useResultToasts({
    error: query.error,
    errorUpdatedAt: query.errorUpdatedAt,
    dataUpdatedAt: query.dataUpdatedAt,
    rowCount: cesiones?.length,
  });

  if (!allowed) {
    return (
      <div className="alert alert-warning" role="alert">
        Su usuario no tiene permiso para notificar deudores.
      </div>
    );
  }
  return (
    <div>
      <h1 className="h4 mb-1">Notificaciones {tipo}</h1>
      <RefreshNoteText rutFactoring={rutFactoring} />
      <Tabs
        idPrefix="notificaciones-tab"
        label="Tipo de notificación"
        tabs={TABS}
        selected={tipo}
        onSelect={(next) => navigate(TABS.find((tab) => tab.id === next)!.path, { state: { fromTabs: true } })}
        focusOnMount={fromTabs}
        className="my-3"
      />
      <div {...tabPanelProps('notificaciones-tab', tipo)}>
        <p className="small text-muted">
          {tipo === 'cesion'
            ? 'Informe a cada deudor que los documentos fueron cedidos a su factoring: un correo por deudor con el detalle de la cesión y el AEC adjunto.'
            : 'Informe a cada deudor que los documentos fueron cedidos nuevamente (recesión): un correo por deudor con el detalle de la cesión y el AEC adjunto.'}
        </p>
        <SearchForm
          initial={initialForm}
          onSearch={(next) => onSearch(next, null, query.refetch)}
          onRefused={onRefused}
        />
        {!refused && !complete && query.isFetching ? <Spinner /> : null}
        {cesiones && cesiones.length === 0 ? <EmptyState message={CESSION_SCREENS[list].emptyMessage} /> : null}
        {groups.length > 0 ? (
          <>
            <p className="mb-2" data-testid="notificaciones-resumen">
              {countText(cesiones!.length, 'documento', 'documentos')}, {countText(groups.length, 'deudor', 'deudores')}
              .
            </p>
            {groups.map((group) => (
              <DeudorCard
                key={`${searchKey}-${group.deudor.rut}`}
                group={group}
                tipo={tipo}
                rutFactoring={rutFactoring}
              />
            ))}
          </>
        ) : null}
      </div>
    </div>
  );
}
