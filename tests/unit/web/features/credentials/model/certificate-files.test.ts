import { describe, expect, it } from 'vitest';
import { TOO_MANY_FILES_MESSAGE } from '@domain/credentials/supporting-files';
import { certificateFilesProblem, splitCertificateFiles } from '@web/features/credentials/model/certificate-files';

const file = (name: string, size = 10) => ({ name, size });

describe("the files of a 'Firma Digital' upload (core-platform §2: at most 3, images, PDF, .pfx, PKCS12)", () => {
  it('takes the first .pfx/.p12 as the certificate and the rest as supporting files', () => {
    const files = [file('poder.pdf'), file('firma.PFX'), file('cedula.jpg')];
    expect(splitCertificateFiles(files)).toEqual({
      certificado: files[1],
      adjuntos: [files[0], files[2]],
    });
  });

  it('accepts the certificate alone or with up to 2 images or PDFs', () => {
    expect(certificateFilesProblem([file('firma.pfx')])).toBeNull();
    expect(certificateFilesProblem([file('firma.pfx'), file('a.pdf'), file('b.png')])).toBeNull();
  });

  it('says what is wrong: more than 3 files, no certificate, a second certificate or another kind of file', () => {
    expect(certificateFilesProblem([file('firma.pfx'), file('a.pdf'), file('b.png'), file('c.png')])).toBe(
      TOO_MANY_FILES_MESSAGE,
    );
    expect(certificateFilesProblem([file('a.pdf')])).toBe('Debe agregar un archivo PFX y la clave correspondiente.');
    expect(certificateFilesProblem([file('firma.pfx'), file('otra.p12')])).toBe(
      'El archivo otra.p12 no es una imagen ni un PDF.',
    );
    expect(certificateFilesProblem([file('firma.pfx'), file('notas.txt')])).toBe(
      'El archivo notas.txt no es una imagen ni un PDF.',
    );
  });
});
