import { formatAmount } from '@web/lib/format';
import type { Cartera } from '../model/cartera';

/** The headline figures of 'Cartera': exposure, documents, debtors, cedentes, breached limits and flagged documents. */
export function CarteraKpis({ cartera }: { cartera: Cartera }) {
  const breaches = [...cartera.deudores, ...cartera.cedentes].filter((p) => p.excesos.length > 0).length;
  const items = [
    { label: 'Monto cedido vigente', value: formatAmount(cartera.total.monto), testId: 'kpi-monto' },
    { label: 'Documentos', value: cartera.total.documentos.toLocaleString('es-CL'), testId: 'kpi-documentos' },
    { label: 'Deudores', value: cartera.deudores.length.toLocaleString('es-CL'), testId: 'kpi-deudores' },
    { label: 'Cedentes', value: cartera.cedentes.length.toLocaleString('es-CL'), testId: 'kpi-cedentes' },
    {
      label: 'Límites excedidos',
      value: breaches.toLocaleString('es-CL'),
      testId: 'kpi-excesos',
      danger: breaches > 0,
    },
    {
      label: 'Documentos con alertas',
      value: cartera.total.documentosConAlertas.toLocaleString('es-CL'),
      testId: 'kpi-alertas',
      danger: cartera.total.documentosConAlertas > 0,
    },
  ];
  return (
    <div className="row g-2 mb-3">
      {items.map((item) => (
        // The portfolio's amount (up to 15 characters) takes the whole row on a phone rather than breaking inside.
        <div key={item.testId} className={`${item.testId === 'kpi-monto' ? 'col-12 col-sm-6' : 'col-6'} col-lg-4`}>
          <dl className={`card h-100 mb-0 py-2 px-3 ${item.danger ? 'border-danger' : ''}`}>
            <dt className="small text-body-secondary fw-normal">{item.label}</dt>
            <dd
              className={`h5 mb-0 text-nowrap ${item.danger ? 'text-danger-emphasis' : ''}`}
              data-testid={item.testId}
            >
              {item.value}
            </dd>
          </dl>
        </div>
      ))}
    </div>
  );
}
