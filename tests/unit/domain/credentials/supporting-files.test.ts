import { describe, expect, it } from 'vitest';
import {
  MAX_SUPPORTING_FILE_BYTES,
  supportingContentType,
  supportingFilesProblem,
  TOO_MANY_FILES_MESSAGE,
} from '@domain/credentials/supporting-files';

describe("the supporting files of 'Firma Digital' (core-platform §2: images, PDF; at most 3 files)", () => {
  it('takes images and PDFs by extension, any case', () => {
    expect(supportingContentType('Poder.PDF')).toBe('application/pdf');
    expect(supportingContentType('cedula.jpeg')).toBe('image/jpeg');
    expect(supportingContentType('firma.png')).toBe('image/png');
    expect(supportingContentType('cert.pfx')).toBeNull();
    expect(supportingContentType('sin-extension')).toBeNull();
  });

  it('allows none to 2 beside the certificate, each at most 5 MB', () => {
    expect(supportingFilesProblem([])).toBeNull();
    expect(
      supportingFilesProblem([
        { nombre: 'a.pdf', bytes: MAX_SUPPORTING_FILE_BYTES },
        { nombre: 'b.png', bytes: 1 },
      ]),
    ).toBeNull();
    expect(supportingFilesProblem([1, 2, 3].map((n) => ({ nombre: `${n}.pdf`, bytes: 1 })))).toBe(
      TOO_MANY_FILES_MESSAGE,
    );
    expect(supportingFilesProblem([{ nombre: 'a.pdf', bytes: MAX_SUPPORTING_FILE_BYTES + 1 }])).toBe(
      'El archivo a.pdf supera los 5 MB.',
    );
  });
});
