import { describe, expect, it } from 'vitest';
import { readFlags } from '@domain/permissions';
import type { Identity } from '@lambdas/access/identity';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';
import type { PoolUser } from '@lambdas/access/user-directory';
import type { UserCompanyRecord } from '@lambdas/store/user-company-repository';
import { BadRequestError, ForbiddenError, NotFoundError } from '@lambdas/platform/errors';
import { AccountService, type AccountServiceDeps } from '@lambdas/services/accounts/account-service';
import { AccountExistsError, type AccountPool, type NewAccount } from '@lambdas/access/cognito-accounts';

const A = '76389992-6';
const B = '77360390-1';

/** A user pool in memory: accounts by e-mail, each with its attributes. */
class MemoryPool implements AccountPool {
  readonly users = new Map<string, PoolUser>();

  add(email: string, attributes: Record<string, string>): void {
    const all = { email, ...attributes };
    this.users.set(email, {
      username: `sub-${email}`,
      enabled: true,
      status: 'CONFIRMED',
      attributes: new Map(Object.entries(all)),
    });
  }

  async findByEmail(email: string): Promise<PoolUser | null> {
    return this.users.get(email) ?? null;
  }

  async findByUsername(username: string): Promise<PoolUser | null> {
    return [...this.users.values()].find((user) => user.username === username) ?? null;
  }

  async create(account: NewAccount): Promise<string> {
    if (this.users.has(account.email)) throw new AccountExistsError(account.email);
    this.add(account.email, account.attributes);
    return `sub-${account.email}`;
  }

  async updateAttributes(username: string, attributes: Record<string, string>): Promise<void> {
    const user = [...this.users.values()].find((candidate) => candidate.username === username);
    if (user)
      for (const [name, value] of Object.entries(attributes)) (user.attributes as Map<string, string>).set(name, value);
  }

  /** Temporary passwords set, by username. */
  readonly temporaryPasswords = new Map<string, string>();

  async setTemporaryPassword(username: string, password: string): Promise<void> {
    this.temporaryPasswords.set(username, password);
  }

  async delete(username: string): Promise<void> {
    for (const [email, user] of this.users) if (user.username === username) this.users.delete(email);
  }

  readonly signedOut: string[] = [];

  async signOut(username: string): Promise<void> {
    this.signedOut.push(username);
  }
}

/** The userCompanies table in memory, keyed '{username} {rutEmpresa}'. */
type Memberships = AccountServiceDeps['memberships'];

class MemoryMemberships implements Memberships {
  readonly rows = new Map<string, UserCompanyRecord>();

  async listForCompany(rutEmpresa: string): Promise<UserCompanyRecord[]> {
    return [...this.rows.values()].filter((row) => row.rutEmpresa === rutEmpresa);
  }

  async listForUser(username: string): Promise<UserCompanyRecord[]> {
    return [...this.rows.values()].filter((row) => row.username === username);
  }

  async delete(username: string, rutEmpresa: string): Promise<void> {
    this.rows.delete(`${username} ${rutEmpresa}`);
  }

  async put(row: UserCompanyRecord): Promise<void> {
    this.rows.set(`${row.username} ${row.rutEmpresa}`, row);
  }

  async deleteForUser(username: string): Promise<void> {
    for (const [key, row] of this.rows) if (row.username === username) this.rows.delete(key);
  }
}

function serviceOver(pool: MemoryPool, memberships = new MemoryMemberships()): AccountService {
  const deps = {
    pool,
    memberships,
    activity: { profiles: async () => new Map() },
    mail: { send: async () => ({ estado: 'enviado' }) },
    now: () => new Date('2026-03-02T12:00:00Z'),
  } as unknown as AccountServiceDeps;
  return new AccountService(deps);
}

function managerOf(rut: string, extra: Partial<Identity> = {}): Identity {
  return {
    username: `sub-gestor@${rut}`,
    email: `gestor@${rut}`,
    rutCesionario: rut,
    razonSocial: 'FACTORING',
    companies: [{ rut, razonSocial: 'FACTORING', flags: readFlags({ cuentas: '1', radarClientes: '1' }) }],
    ...extra,
  };
}

describe('AccountService.delete', () => {
  it("refuses an account manager who is not an administrator the deletion of an administrator's account", async () => {
    const pool = new MemoryPool();
    pool.add('jefa@a.cl', { 'custom:rutCesionario': A, 'custom:userType': 'admin' });
    const call = serviceOver(pool).delete(resolveTenantScope(managerOf(A, { userType: 'factoring' }), A), 'jefa@a.cl');
    await expect(call).rejects.toThrow(new ForbiddenError('Solo un administrador puede eliminar a otro administrador'));
    expect(pool.users.has('jefa@a.cl')).toBe(true);
  });

  it("lets an administrator delete another administrator, and a manager delete a factoring user's account", async () => {
    const pool = new MemoryPool();
    pool.add('jefa@a.cl', { 'custom:rutCesionario': A, 'custom:userType': 'admin' });
    pool.add('ana@a.cl', { 'custom:rutCesionario': A, 'custom:userType': 'factoring' });
    const service = serviceOver(pool);
    await service.delete(resolveTenantScope(managerOf(A, { userType: 'factoring' }), A), 'ana@a.cl');
    await service.delete(resolveTenantScope(managerOf(A, { userType: 'admin' }), A), 'jefa@a.cl');
    expect([...pool.users.keys()]).toEqual([]);
  });
});

describe('AccountService revocation', () => {
  it('deletes the rows of a deleted account and signs it out everywhere', async () => {
    const pool = new MemoryPool();
    const memberships = new MemoryMemberships();
    pool.add('ana@a.cl', { 'custom:rutCesionario': A });
    await memberships.put({ username: 'sub-ana@a.cl', rutEmpresa: A, razonSocial: 'A', flags: readFlags({}) });
    await memberships.put({ username: 'sub-ana@a.cl', rutEmpresa: B, razonSocial: 'B', flags: readFlags({}) });
    await serviceOver(pool, memberships).delete(resolveTenantScope(managerOf(A), A), 'ana@a.cl');
    expect([...memberships.rows.keys()]).toEqual([]);
    expect(pool.signedOut).toEqual(['sub-ana@a.cl']);
  });

  it("edits only the flags held in the scope's factoring, and signs the user out when one is taken away", async () => {
    const pool = new MemoryPool();
    const memberships = new MemoryMemberships();
    pool.add('ana@a.cl', { 'custom:rutCesionario': A });
    const inB = readFlags({ radarClientes: '1' });
    await memberships.put({ username: 'sub-ana@a.cl', rutEmpresa: A, razonSocial: 'A', flags: inB });
    await memberships.put({ username: 'sub-ana@a.cl', rutEmpresa: B, razonSocial: 'B', flags: inB });
    const service = serviceOver(pool, memberships);
    await service.edit(
      resolveTenantScope(managerOf(A), A),
      'ana@a.cl',
      readFlags({ radarClientes: '1', cuentas: '1' }),
    );
    expect(pool.signedOut).toEqual([]);
    await service.edit(resolveTenantScope(managerOf(A), A), 'ana@a.cl', readFlags({ cuentas: '1' }));
    expect(memberships.rows.get(`sub-ana@a.cl ${A}`)?.flags).toEqual(readFlags({ cuentas: '1' }));
    expect(memberships.rows.get(`sub-ana@a.cl ${B}`)?.flags).toEqual(inB);
    expect(pool.signedOut).toEqual(['sub-ana@a.cl']);
    expect((await service.list(resolveTenantScope(managerOf(A), A)))[0]?.flags).toEqual(readFlags({ cuentas: '1' }));
  });

  it('writes the home row of a created account with its flags', async () => {
    const memberships = new MemoryMemberships();
    await serviceOver(new MemoryPool(), memberships).create(
      resolveTenantScope(managerOf(A), A),
      ['nueva@a.cl'],
      readFlags({ cuentas: '1' }),
    );
    expect([...memberships.rows.values()]).toEqual([
      { username: 'sub-nueva@a.cl', rutEmpresa: A, razonSocial: 'FACTORING', flags: readFlags({ cuentas: '1' }) },
    ]);
  });
});

describe('AccountService.create with an e-mail already taken', () => {
  it("answers 'Ya existe…' for the factoring's own account and a message naming nobody for another's", async () => {
    const pool = new MemoryPool();
    pool.add('propia@a.cl', { 'custom:rutCesionario': A });
    pool.add('ajena@b.cl', { 'custom:rutCesionario': B });
    const outcomes = await serviceOver(pool).create(
      resolveTenantScope(managerOf(A), A),
      ['propia@a.cl', 'ajena@b.cl'],
      readFlags({}),
    );
    expect(outcomes).toEqual([
      { email: 'propia@a.cl', error: 'Ya existe un usuario con el email propia@a.cl' },
      { email: 'ajena@b.cl', error: 'No se pudo crear el usuario: el email no está disponible' },
    ]);
    expect(pool.users.get('ajena@b.cl')?.attributes.get('custom:rutCesionario')).toBe(B);
  });
});

describe('AccountService with accounts linked from another factoring', () => {
  /** ana's home is A and she is linked to B with radarClientes; B's manager acts. */
  async function linkedWorld() {
    const pool = new MemoryPool();
    const memberships = new MemoryMemberships();
    pool.add('ana@a.cl', { 'custom:rutCesionario': A, 'custom:rznSocCesionario': 'A', 'custom:cuentas': '1' });
    pool.add('beto@b.cl', { 'custom:rutCesionario': B });
    await memberships.put({
      username: 'sub-ana@a.cl',
      rutEmpresa: A,
      razonSocial: 'A',
      flags: readFlags({ cuentas: '1' }),
    });
    const inB = readFlags({ radarClientes: '1' });
    await memberships.put({ username: 'sub-ana@a.cl', rutEmpresa: B, razonSocial: 'B', flags: inB });
    await memberships.put({ username: 'sub-beto@b.cl', rutEmpresa: B, razonSocial: 'B', flags: readFlags({}) });
    return {
      pool,
      memberships,
      service: serviceOver(pool, memberships),
      inB,
      inScopeB: resolveTenantScope(managerOf(B), B),
    };
  }

  it("lists the linked account in B's Cuentas, marked vinculada, with its flags in B", async () => {
    const { service, inB, inScopeB } = await linkedWorld();
    const accounts = await service.list(inScopeB);
    expect(accounts.map(({ email, vinculada, flags }) => ({ email, vinculada, flags }))).toEqual([
      { email: 'ana@a.cl', vinculada: true, flags: inB },
      { email: 'beto@b.cl', vinculada: false, flags: readFlags({}) },
    ]);
  });

  it("edits the linked account's flags in B only, leaving the id-token copy of its home untouched", async () => {
    const { pool, memberships, service, inScopeB } = await linkedWorld();
    await service.edit(inScopeB, 'ana@a.cl', readFlags({}));
    expect(memberships.rows.get(`sub-ana@a.cl ${B}`)?.flags).toEqual(readFlags({}));
    expect(memberships.rows.get(`sub-ana@a.cl ${A}`)?.flags).toEqual(readFlags({ cuentas: '1' }));
    expect(pool.users.get('ana@a.cl')?.attributes.get('custom:cuentas')).toBe('1');
  });

  it('unlinks it from B: removes only the row of B, keeps the account and signs it out everywhere', async () => {
    const { pool, memberships, service, inScopeB } = await linkedWorld();
    await service.unlink(inScopeB, 'ana@a.cl');
    expect([...memberships.rows.keys()].toSorted()).toEqual([`sub-ana@a.cl ${A}`, `sub-beto@b.cl ${B}`]);
    expect(pool.users.get('ana@a.cl')?.attributes.get('custom:rutCesionario')).toBe(A);
    expect(pool.signedOut).toEqual(['sub-ana@a.cl']);
    expect((await service.list(inScopeB)).map((account) => account.email)).toEqual(['beto@b.cl']);
  });

  it('unlinked from its home factoring, the account moves home to the factoring it still belongs to', async () => {
    const { pool, memberships, service, inB } = await linkedWorld();
    await service.unlink(resolveTenantScope(managerOf(A), A), 'ana@a.cl');
    expect([...memberships.rows.keys()]).not.toContain(`sub-ana@a.cl ${A}`);
    const attributes = pool.users.get('ana@a.cl')?.attributes;
    expect(attributes?.get('custom:rutCesionario')).toBe(B);
    expect(attributes?.get('custom:rznSocCesionario')).toBe('B');
    expect(attributes?.get('custom:radarClientes')).toBe(inB.radarClientes ? '1' : '0');
    expect(attributes?.get('custom:cuentas')).toBe('0');
  });

  it('refuses to unlink the only factoring of an account, the caller itself, or an administrator for a manager', async () => {
    const { pool, memberships, service, inScopeB } = await linkedWorld();
    await expect(service.unlink(inScopeB, 'beto@b.cl')).rejects.toThrow(
      new BadRequestError('El usuario pertenece solo a este factoring; para quitarle el acceso, elimínelo'),
    );
    const beto = managerOf(B, { username: 'sub-beto@b.cl', email: 'beto@b.cl' });
    await expect(service.unlink(resolveTenantScope(beto, B), 'beto@b.cl')).rejects.toThrow(
      new BadRequestError('No puede desvincular su propio usuario'),
    );
    (pool.users.get('ana@a.cl')!.attributes as Map<string, string>).set('custom:userType', 'admin');
    await expect(
      service.unlink(resolveTenantScope(managerOf(B, { userType: 'factoring' }), B), 'ana@a.cl'),
    ).rejects.toThrow(new ForbiddenError('Solo un administrador puede desvincular a otro administrador'));
    expect(memberships.rows.size).toBe(3);
    expect(pool.signedOut).toEqual([]);
  });

  it('lets B neither delete nor unlink an account that is not linked to it', async () => {
    const { pool, service, inScopeB } = await linkedWorld();
    await expect(service.delete(inScopeB, 'ana@a.cl')).rejects.toThrow(
      new NotFoundError('El usuario no existe en este factoring'),
    );
    pool.add('carla@a.cl', { 'custom:rutCesionario': A });
    await expect(service.unlink(inScopeB, 'carla@a.cl')).rejects.toThrow(
      new NotFoundError('El usuario no existe en este factoring'),
    );
    expect(pool.users.has('ana@a.cl')).toBe(true);
  });
});

describe('AccountService.setTemporaryPassword', () => {
  const PASSWORD = 'ClaveTemporal1';

  /** A's manager (cuentas, radarClientes) and Ana, an account of A holding radarClientes there. */
  async function world() {
    const pool = new MemoryPool();
    const memberships = new MemoryMemberships();
    pool.add('ana@a.cl', { 'custom:rutCesionario': A, 'custom:userType': 'factoring' });
    await memberships.put({
      username: 'sub-ana@a.cl',
      rutEmpresa: A,
      razonSocial: 'A',
      flags: readFlags({ radarClientes: '1' }),
    });
    return { pool, memberships, service: serviceOver(pool, memberships), scope: resolveTenantScope(managerOf(A), A) };
  }

  it('sets the password as temporary on an account of the factoring and ends its sessions', async () => {
    const { pool, service, scope } = await world();
    await service.setTemporaryPassword(scope, ' ANA@a.cl ', PASSWORD);
    expect(pool.temporaryPasswords).toEqual(new Map([['sub-ana@a.cl', PASSWORD]]));
    expect(pool.signedOut).toEqual(['sub-ana@a.cl']);
  });

  it('refuses a password that breaks the 12-character rule or has no digit', async () => {
    const { pool, service, scope } = await world();
    await expect(service.setTemporaryPassword(scope, 'ana@a.cl', 'Corta1')).rejects.toThrow(
      new BadRequestError('La contraseña debe tener por lo menos 12 caracteres'),
    );
    await expect(service.setTemporaryPassword(scope, 'ana@a.cl', 'SinNumeroAlguno')).rejects.toThrow(
      new BadRequestError('La contraseña debe tener al menos un numero'),
    );
    expect(pool.temporaryPasswords.size).toBe(0);
  });

  it("refuses an account holding a flag the caller lacks, one linked to another factoring, and another factoring's", async () => {
    const { pool, memberships, service, scope } = await world();
    await memberships.put({
      username: 'sub-ana@a.cl',
      rutEmpresa: A,
      razonSocial: 'A',
      flags: readFlags({ radarClientes: '1', firmaDigital: '1' }),
    });
    await expect(service.setTemporaryPassword(scope, 'ana@a.cl', PASSWORD)).rejects.toThrow(
      new ForbiddenError('No puede asignar la clave de un usuario con permisos que usted no tiene'),
    );
    await memberships.put({ username: 'sub-ana@a.cl', rutEmpresa: A, razonSocial: 'A', flags: readFlags({}) });
    await memberships.put({ username: 'sub-ana@a.cl', rutEmpresa: B, razonSocial: 'B', flags: readFlags({}) });
    await expect(service.setTemporaryPassword(scope, 'ana@a.cl', PASSWORD)).rejects.toThrow(
      new ForbiddenError('El usuario pertenece también a otros factorings; solo él puede cambiar su clave'),
    );
    await expect(
      service.setTemporaryPassword(resolveTenantScope(managerOf(B), B), 'ana@a.cl', PASSWORD),
    ).rejects.toThrow(new NotFoundError('El usuario no existe en este factoring'));
    expect(pool.temporaryPasswords.size).toBe(0);
    expect(pool.signedOut).toEqual([]);
  });

  it("refuses one's own account and, for a manager who is no administrator, an administrator's", async () => {
    const { pool, service } = await world();
    const self = managerOf(A, { username: 'sub-ana@a.cl', email: 'ana@a.cl' });
    await expect(service.setTemporaryPassword(resolveTenantScope(self, A), 'ana@a.cl', PASSWORD)).rejects.toThrow(
      new BadRequestError('No puede asignar una clave temporal a su propio usuario'),
    );
    (pool.users.get('ana@a.cl')!.attributes as Map<string, string>).set('custom:userType', 'admin');
    const manager = resolveTenantScope(managerOf(A, { userType: 'factoring' }), A);
    await expect(service.setTemporaryPassword(manager, 'ana@a.cl', PASSWORD)).rejects.toThrow(
      new ForbiddenError('Solo un administrador puede asignar la clave de otro administrador'),
    );
    expect(pool.temporaryPasswords.size).toBe(0);
  });
});
