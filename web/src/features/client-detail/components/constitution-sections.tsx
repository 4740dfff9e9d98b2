import type { ReactNode } from 'react';
import type {
  ConstitutionDocument,
  ConstitutionExtracted,
  ConstitutionLegacy,
  LegacyPerson,
} from '@domain/company-registry/constitution-json';
import { CardTable } from './card-table';

/**
 * The detail sections of a company's constitution (client-detail.md §2 Constitución tab): from the statute's
 * extracted data Resumen (with Capital Declarado), Participantes, Representantes Legales and Información de Acciones;
 * from the legacy layout Información General, Socios, Administradores and Apoderados.
 */
export function ConstitutionSections({ document }: { document: ConstitutionDocument }) {
  return (
    <div className="row g-3" data-testid="constitution-sections">
      {document.extracted ? <ExtractedSections data={document.extracted} /> : null}
      {document.legacy ? <LegacySections data={document.legacy} /> : null}
    </div>
  );
}

function ExtractedSections({ data }: { data: ConstitutionExtracted }) {
  const stock = data.stock_info;
  return (
    <>
      <div className="col-12">
        <InfoCard title="Resumen">
          {data.summary ? <p className="mb-2">{data.summary}</p> : null}
          <div>
            <span className="text-muted">Capital Declarado: </span>
            <span className="fw-semibold">{data.declared_capital || '-'}</span>
          </div>
        </InfoCard>
      </div>
      <div className="col-12 col-xl-6">
        <CardTable
          title="Participantes"
          testId="constitution-participants"
          rows={data.participants}
          rowKey={(row) => `${row.rut}-${row.name}`}
          columns={[
            { header: 'Persona', cell: (row) => <Person name={row.name} rut={row.rut} /> },
            { header: 'Tipo', cell: (row) => (row.is_business ? 'Empresa' : 'Persona') },
            { header: 'Rol', cell: (row) => row.role },
            { header: 'Participación', end: true, cell: (row) => row.profit_sharing },
          ]}
        />
      </div>
      <div className="col-12 col-xl-6">
        <CardTable
          title="Representantes Legales"
          testId="constitution-representatives"
          rows={data.representatives}
          rowKey={(row) => `${row.rut}-${row.name}-${row.role}`}
          columns={[
            { header: 'Persona', cell: (row) => <Person name={row.name} rut={row.rut} /> },
            { header: 'Cargo', cell: (row) => row.role },
            { header: 'Facultades', cell: (row) => <span className="small">{row.powers}</span> },
          ]}
        />
      </div>
      {stock ? (
        <div className="col-12">
          <InfoCard title="Información de Acciones">
            <Facts
              facts={[
                ['Total de acciones', stock.total_shares],
                ['Clases', stock.share_classes],
                ['Valor por acción', stock.share_value],
                ['Otros detalles', stock.other_details],
              ]}
            />
            {stock.share_distribution.length > 0 ? (
              <table className="table table-sm mb-0 mt-2" data-testid="constitution-shares">
                <thead>
                  <tr>
                    <th>Accionista</th>
                    <th className="text-end">Acciones</th>
                  </tr>
                </thead>
                <tbody>
                  {stock.share_distribution.map((row) => (
                    <tr key={row.owner}>
                      <td>{row.owner}</td>
                      <td className="text-end">{row.shares}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </InfoCard>
        </div>
      ) : null}
    </>
  );
}

function LegacySections({ data }: { data: ConstitutionLegacy }) {
  const people = (title: string, testId: string, rows: readonly LegacyPerson[], detail: string) => (
    <div className="col-12 col-xl-4">
      <CardTable
        title={title}
        testId={testId}
        rows={rows}
        rowKey={(row) => `${row.rut}-${row.nombre}`}
        columns={[
          { header: 'Persona', cell: (row) => <Person name={row.nombre} rut={row.rut} /> },
          { header: detail, cell: (row) => <span className="small">{row.detalle}</span> },
        ]}
      />
    </div>
  );
  return (
    <>
      <div className="col-12">
        <InfoCard title="Información General">
          <Facts facts={data.general.map(({ label, value }) => [label, value])} />
        </InfoCard>
      </div>
      {people('Socios', 'constitution-socios', data.socios, 'Participación')}
      {people('Administradores', 'constitution-administradores', data.administradores, 'Cargo')}
      {people('Apoderados', 'constitution-apoderados', data.apoderados, 'Facultades')}
    </>
  );
}

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="card h-100">
      <div className="card-header fw-semibold">{title}</div>
      <div className="card-body">{children}</div>
    </div>
  );
}

function Facts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <dl className="row mb-0">
      {facts.map(([label, value]) => (
        <div key={label} className="col-12 col-md-6 d-flex flex-column mb-2">
          <dt className="text-muted fw-normal small">{label}</dt>
          <dd className="mb-0">{value || '-'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Person({ name, rut }: { name: string; rut: string }) {
  return (
    <div>
      <div>{name}</div>
      {rut ? <div className="small text-muted text-nowrap">{rut}</div> : null}
    </div>
  );
}
