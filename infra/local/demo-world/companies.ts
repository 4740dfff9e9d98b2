/**
 * The companies of the demo world: factorings (cesionarios), cedentes (small and medium sellers) and
 * deudores (their customers, some of them large), each with a unique valid RUT (modulo 11, domain/rut.ts).
 */
import { rutFromBody } from '@domain/rut';
import {
  COMUNAS,
  FACTORING_NAMES,
  SECTORS,
  companyEmail,
  companyPhone,
  largeCompanyName,
  personName,
  smeName,
  streetAddress,
} from './names';
import { createRng, type Rng } from './rng';
import type { WorldCompany } from './world-model';

/** RUT body ranges: companies created since 2010 get 76-77 million, large old companies 90-99 million, people 8-22. */
const SME_RUTS: [number, number] = [76_000_000, 77_999_999];
const LARGE_RUTS: [number, number] = [90_000_000, 99_999_999];
const PERSON_RUTS: [number, number] = [8_000_000, 22_999_999];

/** Makes unique RUTs and names within one world. */
export class CompanyFactory {
  private readonly ruts = new Set<string>();
  private readonly names = new Set<string>();

  constructor(private readonly rng: Rng) {}

  /** `count` factorings with the invented names of FACTORING_NAMES (at most that many). */
  factorings(count: number): WorldCompany[] {
    const names = this.rng.shuffle(FACTORING_NAMES).slice(0, count);
    const finance = SECTORS.findIndex((sector) => sector.prefix === 'INVERSIONES');
    return names.map((name) =>
      this.company(name, SME_RUTS, finance, ['LAS CONDES', 'PROVIDENCIA', 'VITACURA'], {
        giro: 'SERVICIOS FINANCIEROS Y FACTORING',
        acteco: 649201,
        mailbox: 'operaciones',
      }),
    );
  }

  /** `count` cedentes; the first one's name always carries Ñ and tildes so every encoding path meets them. */
  cedentes(count: number): WorldCompany[] {
    return Array.from({ length: count }, (_, i) => {
      const sector = this.rng.int(0, SECTORS.length - 1);
      const name = this.uniqueName(() =>
        i === 0 ? `${SECTORS[sector]!.prefix} PEÑALOLÉN Y COMPAÑÍA LIMITADA` : smeName(this.rng, SECTORS[sector]!),
      );
      return this.company(name, SME_RUTS, sector);
    });
  }

  /** `count` deudores: about a third large companies (S.A., RUT 90-99 million), the rest SMEs. */
  deudores(count: number): WorldCompany[] {
    return Array.from({ length: count }, () => {
      const sector = this.rng.int(0, SECTORS.length - 1);
      const large = this.rng.chance(0.33);
      const name = this.uniqueName(() => (large ? largeCompanyName(this.rng) : smeName(this.rng, SECTORS[sector]!)));
      const company = this.company(name, large ? LARGE_RUTS : SME_RUTS, sector);
      return { ...company, mailDte: this.rng.chance(0.4) ? companyEmail(this.rng, name, 'dte') : null };
    });
  }

  private company(
    razonSocial: string,
    range: [number, number],
    sector: number,
    comunas?: string[],
    overrides: { giro?: string; acteco?: number; mailbox?: string } = {},
  ): WorldCompany {
    this.names.add(razonSocial);
    const choices = comunas ? COMUNAS.filter(([c]) => comunas.includes(c)) : COMUNAS;
    const [comuna, ciudad] = this.rng.pick(choices);
    const rut = this.uniqueRut(range);
    return {
      rut,
      razonSocial,
      giro: overrides.giro ?? SECTORS[sector]!.giro,
      acteco: overrides.acteco ?? SECTORS[sector]!.acteco,
      direccion: streetAddress(this.rng),
      comuna,
      ciudad,
      email: companyEmail(this.rng, razonSocial, overrides.mailbox),
      // A stream of its own, so adding the phone left every other draw of the world unchanged.
      telefono: companyPhone(createRng(`telefono:${rut}`)),
      representante: { rut: this.uniqueRut(PERSON_RUTS), nombre: personName(this.rng) },
      sector,
      mailDte: null,
    };
  }

  private uniqueRut([min, max]: [number, number]): string {
    for (;;) {
      const rut = rutFromBody(this.rng.int(min, max));
      if (!this.ruts.has(rut)) {
        this.ruts.add(rut);
        return rut;
      }
    }
  }

  private uniqueName(make: () => string): string {
    for (let attempt = 0; ; attempt++) {
      const name = make();
      if (!this.names.has(name)) return name;
      if (attempt > 50) return `${name.replace(/ (SPA|LTDA|LIMITADA|S\.A\.)$/, '')} ${attempt} SPA`;
    }
  }
}
