/**
 * The AEC files of a demo document: one per SEQ of its chain (AEC--{rutEmisor}--{tipoDTE}--{folio}--SEQ-{n}.xml,
 * the n-th holding cesiones 1..n), as the SII keeps every AEC it registered. Built by domain/aec/build.ts.
 */
import { aecFileName, buildAec, type AecBuildInput, type AecSigningKeys } from '@domain/aec/build';
import type { AecCesionInput, AecPartyInput } from '@domain/aec/build-input';
import { declaracionJurada } from '@domain/aec/declaracion-jurada';
import { formatLocal } from './local-time';
import type { WorldCesion, WorldCompany, WorldDocument } from './world-model';

/** Every AEC of the document (none when the SII has none to give), with its SII file name. */
export function aecFiles(doc: WorldDocument, keys: AecSigningKeys): { name: string; bytes: Uint8Array }[] {
  if (!doc.aecAvailable) return [];
  const cesiones = doc.cesiones.map((cesion) => cesionInput(doc, cesion));
  return doc.cesiones.map((cesion, i) => ({
    name: aecFileName(doc.emisor.rut, doc.tipoDTE, doc.folio, cesion.seq),
    bytes: buildAec(aecInput(doc, cesiones.slice(0, i + 1), cesion.cedente), keys),
  }));
}

/**
 * The buildAec input of the document with the first cesiones of its chain; the Caratula contact is the last cedente's.
 */
function aecInput(doc: WorldDocument, cesiones: AecCesionInput[], lastCedente: WorldCompany): AecBuildInput {
  return {
    dte: {
      tipoDTE: doc.tipoDTE,
      folio: doc.folio,
      fechaEmision: doc.fechaEmision,
      fechaVencimiento: doc.fechaVencimiento,
      formaPago: 2,
      emisor: {
        ...address(doc.emisor),
        acteco: doc.emisor.acteco,
        email: doc.emisor.email,
        telefono: doc.emisor.telefono,
      },
      receptor: { ...address(doc.receptor), contacto: doc.receptor.representante.nombre, email: doc.receptor.mailDte },
      items: doc.items,
      totales: doc.totales,
      referencias: doc.referencias,
      caf: doc.caf,
      timestampTimbre: formatLocal(doc.timbre, "yyyy-MM-dd'T'HH:mm:ss"),
      timestampFirma: formatLocal(doc.timbre + 1, "yyyy-MM-dd'T'HH:mm:ss"),
    },
    cesiones,
    contacto: { nombre: lastCedente.representante.nombre, email: lastCedente.email },
  };
}

function cesionInput(doc: WorldDocument, cesion: WorldCesion): AecCesionInput {
  return {
    cedente: party(cesion.cedente),
    cesionario: party(cesion.cesionario),
    autorizado: cesion.cedente.representante,
    declaracionJurada: declaracionJurada(
      { cedente: cesion.cedente, cesionario: cesion.cesionario, deudor: doc.deudor },
      cesion.seq === 1,
    ),
    montoCesion: cesion.montoCesion,
    ultimoVencimiento: cesion.ultimoVencimiento,
    eMailDeudor: doc.deudor.mailDte,
    tmstCesion: formatLocal(cesion.fecha, "yyyy-MM-dd'T'HH:mm:ss"),
  };
}

function address(company: WorldCompany): {
  rut: string;
  razonSocial: string;
  giro: string;
  direccion: string;
  comuna: string;
  ciudad: string;
} {
  const { rut, razonSocial, giro, direccion, comuna, ciudad } = company;
  return { rut, razonSocial, giro, direccion, comuna, ciudad };
}

function party(company: WorldCompany): AecPartyInput {
  return { rut: company.rut, razonSocial: company.razonSocial, direccion: company.direccion, email: company.email };
}
