import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseConstitutionJson } from '@domain/company-registry/constitution-json';
import { ConstitutionSections } from '@web/features/client-detail/components/constitution-sections';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('ConstitutionSections (client-detail.md §2 Constitución detail sections)', () => {
  it('shows Resumen with Capital Declarado, Participantes with Empresa/Persona, Representantes Legales and Información de Acciones', () => {
    const document = parseConstitutionJson(
      JSON.stringify({
        datos_extraidos: {
          summary: 'ACME SPA es una SpA',
          declared_capital: '$10.000.000',
          participants: [
            { name: 'ANA PÉREZ', rut: '12345678-5', is_business: false, role: 'Accionista', profit_sharing: '60%' },
            {
              name: 'INVERSIONES SUR SPA',
              rut: '76000000-0',
              is_business: true,
              role: 'Accionista',
              profit_sharing: '40%',
            },
          ],
          representatives: [
            { name: 'ANA PÉREZ', rut: '12345678-5', role: 'Gerente General', powers: 'Ceder facturas' },
          ],
          stock_info: {
            total_shares: '1000',
            share_classes: 'Ordinarias',
            share_value: '$10.000',
            share_distribution: [{ owner: 'ANA PÉREZ', shares: '600' }],
            other_details: '',
          },
        },
      }),
    );
    const shown = text(renderToStaticMarkup(<ConstitutionSections document={document} />));
    expect(shown).toContain('Resumen ACME SPA es una SpA Capital Declarado: $10.000.000');
    expect(shown).toContain('ANA PÉREZ 12345678-5 Persona Accionista 60%');
    expect(shown).toContain('INVERSIONES SUR SPA 76000000-0 Empresa Accionista 40%');
    expect(shown).toContain(
      'Representantes Legales Persona Cargo Facultades ANA PÉREZ 12345678-5 Gerente General Ceder facturas',
    );
    expect(shown).toContain(
      'Información de Acciones Total de acciones 1000 Clases Ordinarias Valor por acción $10.000 Otros detalles -',
    );
    expect(shown).toContain('Accionista Acciones ANA PÉREZ 600');
    expect(shown).not.toContain('Socios');
  });

  it('shows the legacy layout: Información General, Socios, Administradores and Apoderados', () => {
    const document = parseConstitutionJson(
      JSON.stringify({
        razonSocial: 'ACME LIMITADA',
        capital: '$5.000.000',
        socios: [{ nombre: 'JUAN SOTO', rut: '9517614-3', participacion: '100%' }],
      }),
    );
    const shown = text(renderToStaticMarkup(<ConstitutionSections document={document} />));
    expect(shown).toContain('Información General Razón Social ACME LIMITADA Capital $5.000.000');
    expect(shown).toContain('Socios Persona Participación JUAN SOTO 9517614-3 100%');
    expect(shown).toContain('Administradores Persona Cargo No hay datos');
    expect(shown).toContain('Apoderados');
    expect(shown).not.toContain('Participantes');
  });
});
