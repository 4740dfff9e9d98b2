import { describe, expect, it } from 'vitest';
import { mailTable, paragraph, PLATFORM_NAME, renderMail } from '@lambdas/mail/templates/mail-layout';

describe('renderMail', () => {
  const mail = renderMail('Notificación de cesión', [
    paragraph('Señores <Deudor> & Cía: la factura fue cedida a "Arrayán".'),
    mailTable(
      [{ header: 'Folio' }, { header: 'Emisor' }, { header: 'Monto', align: 'right' }],
      [
        ['1234', 'COMERCIAL ÑANDÚ <SPA>', '$1.234.567'],
        ['98', 'PEÑA & HIJOS', '$500'],
      ],
    ),
  ]);

  it('carries the platform name and the title in both bodies', () => {
    expect(PLATFORM_NAME).toBe('Radar Cesiones');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('<meta charset="utf-8">');
    expect(mail.html).toContain('>Radar Cesiones</div>');
    expect(mail.html).toContain('<h1 style="font-size:18px;margin:0 0 16px 0">Notificación de cesión</h1>');
    expect(mail.text.startsWith('Radar Cesiones\n\nNotificación de cesión\n======================\n')).toBe(true);
  });

  it('escapes every interpolated value in HTML and keeps it as written in text', () => {
    expect(mail.html).toContain('Señores &lt;Deudor&gt; &amp; Cía: la factura fue cedida a &quot;Arrayán&quot;.');
    expect(mail.html).toContain('>COMERCIAL ÑANDÚ &lt;SPA&gt;</td>');
    expect(mail.html).not.toContain('<SPA>');
    expect(mail.text).toContain('Señores <Deudor> & Cía: la factura fue cedida a "Arrayán".');
  });

  it('renders the table with aligned text columns (amounts to the right)', () => {
    expect(mail.text).toContain(
      [
        'Folio  Emisor                      Monto',
        '-----  ---------------------  ----------',
        '1234   COMERCIAL ÑANDÚ <SPA>  $1.234.567',
        '98     PEÑA & HIJOS                 $500',
      ].join('\n'),
    );
    expect(mail.html.match(/<tr>/g)).toHaveLength(3);
    expect(mail.html).toContain('text-align:right">$1.234.567</td>');
  });
});
