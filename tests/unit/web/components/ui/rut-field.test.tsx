import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RutField } from '@web/components/ui/rut-field';
import { rutFieldProblem } from '@domain/credentials/credential-forms';

const render = (value: string) =>
  renderToStaticMarkup(<RutField id="rut" label="Rut firmante" value={value} onValueChange={() => undefined} />);

describe('RutField (core-platform §5: dots and spaces go before the length and check-digit rules)', () => {
  it('keeps a RUT written with dots whole: the browser never cuts it', () => {
    const html = render('24.989.778-7');
    expect(html).not.toContain('maxlength');
    expect(html).toContain('value="24.989.778-7"');
  });

  it.each(['24.989.778-7', '24989778-7', ' 24 989 778-7 '])('the form rule takes %j as written', (typed) => {
    expect(rutFieldProblem(typed)).toBeNull();
  });
});
