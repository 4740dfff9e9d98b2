/**
 * Factorings of the demo world that are not tenants of the platform: the clients cede to them too, as real SMEs
 * spread their invoices over several factorings, so the client radar's factoring KPIs (client-radar.md §9
 * cantidad-factorings, top3-factorings) have something to tell apart. Invented names; RUT bodies in 78 million, a
 * range the world's drawn companies never use, so none collides with a tenant, client or debtor.
 */
import { rutFromBody } from '@domain/rut';
import { SECTORS } from './names';
import type { WorldCompany } from './world-model';

const FINANCE_SECTOR = SECTORS.findIndex((sector) => sector.prefix === 'INVERSIONES');

const outside = (body: number, razonSocial: string, domain: string, direccion: string, comuna: string) => ({
  rut: rutFromBody(body),
  razonSocial,
  giro: 'SERVICIOS FINANCIEROS Y FACTORING',
  acteco: 649201,
  direccion,
  comuna,
  ciudad: 'SANTIAGO',
  email: `operaciones@${domain}`,
  telefono: '+56 2 2400 0000',
  representante: { rut: rutFromBody(body - 70_000_000), nombre: 'MARÍA PAZ ORTÚZAR LEÓN' },
  sector: FINANCE_SECTOR,
  mailDte: null,
});

/** The factorings outside the platform, in a fixed order (each client cedes to a prefix of its own shuffle). */
export const OUTSIDE_FACTORINGS: readonly WorldCompany[] = [
  outside(78_214_530, 'RAUQUÉN FACTORING S.A.', 'rauquenfactoring.cl', 'AV. APOQUINDO 4700 OF. 1102', 'LAS CONDES'),
  outside(78_305_118, 'PEHUÉN CAPITAL SPA', 'pehuencapital.cl', 'AV. VITACURA 2939 PISO 8', 'LAS CONDES'),
  outside(78_411_602, 'FACTORING LOS ALERCES S.A.', 'losalerces.cl', 'NUEVA PROVIDENCIA 1881 OF. 604', 'PROVIDENCIA'),
  outside(78_520_947, 'ÑANDÚ SERVICIOS FINANCIEROS SPA', 'nandufinanciero.cl', 'AV. ANDRÉS BELLO 2457', 'PROVIDENCIA'),
  outside(78_633_250, 'CORDILLERA FACTOR S.A.', 'cordillerafactor.cl', 'AV. KENNEDY 5600 OF. 310', 'VITACURA'),
  outside(78_748_031, 'QUEBRADA CAPITAL FACTORING SPA', 'quebradacapital.cl', 'AV. EL BOSQUE NORTE 500', 'LAS CONDES'),
];
