import { isEmailShape } from '@domain/accounts/email-list';
import { grantRefusedMessage, ungrantableFlags, unrevocableFlags } from '@domain/accounts/grant-check';
import { enforceEditorRules, noFlags } from '@domain/accounts/permission-editor';
import { newPasswordProblem } from '@domain/account/new-password';
import { PERMISSION_FLAGS, type PermissionFlags } from '@domain/permissions';
import { isValidRut, normalizeRut } from '@domain/rut';
import { clientDbKey, type ClientDbObjects } from '../../store/client-db/client-db-objects';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../platform/errors';
import type { Identity } from '../../access/identity';
import { ADMIN_USER_TYPE } from '../../access/impersonation';
import type { MailSender } from '../../mail/mail-sender';
import type { TenantScope } from '../../access/tenant-scope';
import { EJECUTIVO_MESSAGES } from './ejecutivo-messages';
import type { ExecutiveRepository } from '../../store/executive-repository';
import { readRowUsers, type PoolUser, type UserDirectory } from '../../access/user-directory';
import type { UserActivityRepository } from '../../store/user-activity-repository';
import type { UserCompanyRecord, UserCompanyRepository } from '../../store/user-company-repository';
import type { ImpersonationAuditRepository } from '../../store/impersonation-audit-repository';
import { ACCOUNT_MESSAGES } from './account-messages';
import type { ClientNames } from './client-names';
import { AccountExistsError, type AccountPool } from '@lambdas/access/cognito-accounts';
import { invitationMail } from './invitation-mail';
import { temporaryPassword } from './temporary-password';
import { logger } from '../../platform/observability';

/** An account as the 'Cuentas' table shows it (core-platform §2, §3 "User account and permissions", "Login info"). */
export interface AccountView {
  username: string;
  email: string;
  /** Cognito's UserStatus: 'FORCE_CHANGE_PASSWORD' until the first sign-in, then 'CONFIRMED'. */
  estado: string;
  /** ISO instant of the last sign-in; null when never. */
  lastLogin: string | null;
  /** Different clients of the factoring the user opened. */
  empresasConsultadas: number;
  flags: PermissionFlags;
  /** True for an account of another home factoring linked to this one (its row here), which 'Desvincular' removes. */
  vinculada: boolean;
}

/** The outcome of creating one account of a 'Crear N usuarios' request. */
export interface CreateOutcome {
  email: string;
  /** null when created and invited; else why not (Spanish). */
  error: string | null;
}

/** One executive-company row of the CSV (core-platform §3 "Executive-company row", "CSV result row"). */
export interface ExecutiveRow {
  usernameEjecutivo: string;
  rutEmpresa: string;
}

/** The result of one CSV row: the row and its message; success false for the rows that were not kept. */
export interface ExecutiveRowResult extends ExecutiveRow {
  success: boolean;
  body: string;
}

/** One client-detail open for 'Historial de Consultas' (core-platform §3 "Consultation"). */
export interface ConsultationView {
  rut: string;
  razonsocial: string;
  /** ISO instant. */
  timestamp: string;
}

/**
 * One action an administrator took while seeing as the account ('Ver como', core-platform §1 impersonation), for the
 * account's history.
 */
export interface ImpersonationView {
  /** ISO instant. */
  at: string;
  adminEmail: string;
  targetEmail: string;
  /** '{Query|Mutation}.{field}' or '{METHOD} {path template}'. */
  action: string;
  /** 'ok' or the error code it ended with. */
  outcome: string;
}

export interface AccountServiceDeps {
  pool: AccountPool;
  /** The userCompanies rows: the flags each user holds in each factoring, which the server enforces. */
  memberships: Pick<UserCompanyRepository, 'listForCompany' | 'listForUser' | 'put' | 'delete' | 'deleteForUser'>;
  /** The factoring's registered users, who may be assigned as executives. */
  registered: UserDirectory;
  activity: Pick<UserActivityRepository, 'recordLogin' | 'recordConsultation' | 'listConsultations' | 'profiles'>;
  /** What administrators did while seeing as each user. */
  impersonationAudit: Pick<ImpersonationAuditRepository, 'listForTarget'>;
  mail: MailSender;
  executives: Pick<ExecutiveRepository, 'add'>;
  clientDbs: Pick<ClientDbObjects, 'contentHash'>;
  clientNames: ClientNames;
  now(): Date;
  /** The web app's address the invitations link to (ServerConfig.webOrigin). */
  webOrigin?: string;
}

/** What the APIs call of {@link AccountService} (tests give their own). */
export type AccountOperations = Pick<
  AccountService,
  | 'list'
  | 'create'
  | 'edit'
  | 'delete'
  | 'unlink'
  | 'setTemporaryPassword'
  | 'assignExecutives'
  | 'consultations'
  | 'impersonations'
  | 'recordLogin'
  | 'recordConsultation'
>;

/** How many client-detail opens 'Historial de Consultas' shows, newest first. */
export const HISTORY_LIMIT = 200;

/**
 * 'Cuentas' (core-platform §2 "Accounts", §4 "Permission editor rules", §7 user management): the one service behind
 * the GraphQL fields (users, createUser, editUser, deleteUser, editPassUser, insertarArrayEjecutivoEmpresa) and the
 * REST routes (/v1/jwt/usuarios, /api/users-with-login, /api/user-consultations). Every management operation takes the
 * scope its entry handler resolved with the cuentas flag (resolveTenantScope). An account's home is the factoring of
 * its custom:rutCesionario; it is linked to every factoring it holds a userCompanies row for. 'Cuentas' shows, edits
 * and unlinks the accounts of its factoring, home or linked; only the home factoring deletes one or sets its
 * password. Accounts of other factorings only are invisible and untouchable. The flags shown and edited are those the
 * account holds in the scope's factoring (its userCompanies row), never another's. Nobody grants or takes away a flag
 * they do not hold in that factoring; the editor rules are applied to every account written. Taking a flag away,
 * unlinking or deleting an account, or setting its password, signs the user out everywhere.
 */
export class AccountService {
  constructor(private readonly deps: AccountServiceDeps) {}

  /**
   * The factoring's accounts, those whose home it is and those of other factorings linked to it, with their flags in
   * it, last sign-in and number of clients consulted, sorted by e-mail. Queried by factoring: the userCompanies rows
   * of the factoring (every account has one: creation writes it, lambdas/jobs/membership-backfill.ts gave one to
   * older accounts, and without one an account holds no flag there), each read from the pool by username; the pool
   * is never listed, so the cost follows the factoring's size, not the platform's.
   */
  async list(scope: TenantScope): Promise<AccountView[]> {
    const rut = scope.rutFactoring;
    const rows = await this.deps.memberships.listForCompany(rut);
    const users = await readRowUsers(rows, (row) => this.deps.pool.findByUsername(row.username));
    const flagsOf = new Map(rows.map((row) => [row.username, row.flags]));
    const profiles = await this.deps.activity.profiles(
      users.map((user) => user.username),
      scope,
    );
    const views = users.map((user) => {
      const profile = profiles.get(user.username);
      return {
        username: user.username,
        email: user.attributes.get('email') ?? '',
        estado: user.status,
        lastLogin: profile?.lastLogin ?? null,
        empresasConsultadas: profile?.empresasConsultadas ?? 0,
        flags: flagsOf.get(user.username) ?? noFlags(),
        vinculada: !isHomeOf(user, rut),
      };
    });
    return views.sort((a, b) => a.email.localeCompare(b.email));
  }

  /**
   * Creates one account per e-mail for the factoring with `flags` (editor rules applied), each with a temporary
   * password sent in the invitation e-mail; an account whose invitation cannot be sent is deleted again.
   * @param emails lower-cased and deduplicated here.
   * @returns one outcome per e-mail, in order (error null when created).
   * @throws ForbiddenError when `flags` grants a flag the caller does not
   *   hold (nothing is created); BadRequestError 'Debe agregar al menos un email' for none or an e-mail without the
   *   e-mail shape (core-platform §5).
   */
  async create(scope: TenantScope, emails: readonly string[], flags: PermissionFlags): Promise<CreateOutcome[]> {
    const { rutFactoring: rut, identity } = scope;
    const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
    if (wanted.length === 0) throw new BadRequestError(ACCOUNT_MESSAGES.noEmails);
    const invalid = wanted.filter((email) => !isEmailShape(email));
    if (invalid.length > 0) throw new BadRequestError(`Emails inválidos: ${invalid.join(', ')}`);
    const granted = enforceEditorRules(flags);
    const refused = ungrantableFlags(scope.flags, granted);
    if (refused.length > 0) throw new ForbiddenError(grantRefusedMessage(refused));
    const razonSocial = identity.companies.find((company) => company.rut === rut)?.razonSocial ?? '';
    const outcomes: CreateOutcome[] = [];
    for (const email of wanted) outcomes.push({ email, error: await this.createOne(email, rut, razonSocial, granted) });
    return outcomes;
  }

  /**
   * Sets the flags one of the factoring's accounts (home or linked) holds in it (editor rules applied): its
   * userCompanies row, which the server reads within a minute, and, for its home factoring, the pool's custom
   * attributes, the id token's copy.
   * Taking a flag away signs the user out everywhere (AdminUserGlobalSignOut).
   * @throws ForbiddenError when the change grants or takes away a flag
   *   the caller does not hold; NotFoundError when the e-mail is not an account of the factoring.
   */
  async edit(scope: TenantScope, email: string, flags: PermissionFlags): Promise<void> {
    const { rutFactoring: rut, identity } = scope;
    const { account, rows } = await this.memberAccount(rut, email);
    const row = rows.find((item) => item.rutEmpresa === rut);
    const current = row?.flags ?? noFlags();
    const next = enforceEditorRules(flags);
    const refused = [...ungrantableFlags(scope.flags, next, current), ...unrevocableFlags(scope.flags, next, current)];
    if (refused.length > 0) throw new ForbiddenError(grantRefusedMessage(refused));
    const razonSocial = row?.razonSocial ?? identity.companies.find((company) => company.rut === rut)?.razonSocial;
    await this.deps.memberships.put({
      username: account.username,
      rutEmpresa: rut,
      razonSocial: razonSocial ?? '',
      flags: next,
    });
    if (isHomeOf(account, rut)) await this.deps.pool.updateAttributes(account.username, flagAttributes(next));
    if (PERMISSION_FLAGS.some((flag) => current[flag] && !next[flag])) await this.deps.pool.signOut(account.username);
  }

  /**
   * Deletes one of the factoring's accounts: signs it out everywhere, removes its userCompanies rows (so the server
   * refuses its tokens within a minute) and deletes it from the pool. An administrator's account (custom:userType
   * 'admin') is deleted only by another administrator, so holding cuentas never removes the people who hold 'Ver
   * como'.
   * @throws NotFoundError when the e-mail is not an account
   *   of the factoring; BadRequestError 'No puede eliminar su propio usuario' for the caller's own account;
   *   ForbiddenError 'Solo un administrador puede eliminar a otro administrador'.
   */
  async delete(scope: TenantScope, email: string): Promise<void> {
    const { rutFactoring: rut, identity } = scope;
    const account = await this.homeAccount(rut, email);
    assertRemovable(account, identity, {
      self: ACCOUNT_MESSAGES.cannotDeleteSelf,
      admin: ACCOUNT_MESSAGES.cannotDeleteAdmin,
    });
    await this.remove(account.username);
  }

  /**
   * Unlinks one of the factoring's accounts from it ('Desvincular'): removes the userCompanies row of this factoring
   * (its flags here), so the server refuses the user here within a minute (the membership cache), and signs the user
   * out everywhere; the account itself stays for the other factorings it belongs to. When this factoring was its
   * home, its home moves to another of them (custom:rutCesionario, its name and that row's flags as the id token's
   * copy). The same administrator rule as deletion applies.
   * @throws NotFoundError when the e-mail is not an account of the factoring; BadRequestError 'No puede desvincular
   *   su propio usuario' for the caller's own, 'El usuario pertenece solo a este factoring…' when it belongs to no
   *   other; ForbiddenError 'Solo un administrador puede desvincular a otro administrador'.
   */
  async unlink(scope: TenantScope, email: string): Promise<void> {
    const { rutFactoring: rut, identity } = scope;
    const { account, rows } = await this.memberAccount(rut, email);
    assertRemovable(account, identity, {
      self: ACCOUNT_MESSAGES.cannotUnlinkSelf,
      admin: ACCOUNT_MESSAGES.cannotUnlinkAdmin,
    });
    const nextHome = rows.find((row) => row.rutEmpresa !== rut);
    if (!nextHome) throw new BadRequestError(ACCOUNT_MESSAGES.onlyFactoring);
    await this.deps.memberships.delete(account.username, rut);
    if (isHomeOf(account, rut))
      await this.deps.pool.updateAttributes(account.username, {
        'custom:rutCesionario': nextHome.rutEmpresa,
        'custom:rznSocCesionario': nextHome.razonSocial,
        ...flagAttributes(nextHome.flags),
      });
    await this.deps.pool.signOut(account.username);
  }

  /**
   * Sets a temporary password on one of the factoring's own accounts ('Cambiar clave', core-platform §7
   * editPassUser): the pool puts it back in FORCE_CHANGE_PASSWORD, so the user chooses a new password at the next
   * sign-in, and every session of it ends. The password follows the new-password rules (12 characters with a digit,
   * domain/account/new-password.ts). The caller never takes over what it could not grant: refused for its own
   * account, an administrator's unless the caller is one, an account holding a flag here the caller lacks, and an
   * account that belongs to another factoring too.
   * @throws BadRequestError with the rule's message or 'No puede asignar una clave temporal a su propio usuario';
   *   NotFoundError when the e-mail is not an account whose home is the factoring; ForbiddenError otherwise.
   */
  async setTemporaryPassword(scope: TenantScope, email: string, password: string): Promise<void> {
    const problem = newPasswordProblem(password);
    if (problem) throw new BadRequestError(problem);
    const { rutFactoring: rut, identity } = scope;
    const account = await this.homeAccount(rut, email);
    assertRemovable(account, identity, {
      self: ACCOUNT_MESSAGES.cannotSetOwnPassword,
      admin: ACCOUNT_MESSAGES.cannotSetAdminPassword,
    });
    const rows = await this.deps.memberships.listForUser(account.username);
    if (rows.some((row) => row.rutEmpresa !== rut)) throw new ForbiddenError(ACCOUNT_MESSAGES.passwordOfLinked);
    const held = rows.find((row) => row.rutEmpresa === rut)?.flags ?? noFlags();
    if (ungrantableFlags(scope.flags, held).length > 0) throw new ForbiddenError(ACCOUNT_MESSAGES.passwordBeyondFlags);
    await this.deps.pool.setTemporaryPassword(account.username, password);
    await this.deps.pool.signOut(account.username);
  }

  /**
   * Assigns executives to clients from the CSV rows (core-platform §2 'Carga CSV', §7 insertarArrayEjecutivoEmpresa):
   * each row needs a valid company RUT that is a client of the factoring and an executive that is a registered user
   * of it. Good rows are kept (assigned, or already assigned), bad rows are reported and change nothing.
   * @returns one result per row, in order, with its message (client-radar.md §8 texts).
   */
  async assignExecutives(scope: TenantScope, rows: readonly ExecutiveRow[]): Promise<ExecutiveRowResult[]> {
    const registered = new Set(
      (await this.deps.registered.listForFactoring(scope)).map((user) => user.email.toLowerCase()),
    );
    const results: ExecutiveRowResult[] = [];
    for (const row of rows) {
      const email = row.usernameEjecutivo.trim().toLowerCase();
      const result = (success: boolean, body: string) =>
        results.push({ usernameEjecutivo: row.usernameEjecutivo, rutEmpresa: row.rutEmpresa, success, body });
      if (!email) result(false, EJECUTIVO_MESSAGES.required);
      else if (!isEmailShape(email)) result(false, EJECUTIVO_MESSAGES.invalid);
      else if (!isValidRut(row.rutEmpresa)) result(false, ACCOUNT_MESSAGES.invalidClientRut);
      else if (!registered.has(email)) result(false, EJECUTIVO_MESSAGES.notRegistered);
      else {
        const rutCliente = normalizeRut(row.rutEmpresa);
        if ((await this.deps.clientDbs.contentHash(clientDbKey(scope, rutCliente))) === null)
          result(false, 'La empresa no es cliente del factoring');
        else {
          const change = await this.deps.executives.add(scope, rutCliente, email);
          result(true, change === 'done' ? EJECUTIVO_MESSAGES.assigned : EJECUTIVO_MESSAGES.alreadyAssigned);
        }
      }
    }
    return results;
  }

  /**
   * 'Historial de Consultas' of one of the factoring's accounts: its client-detail opens of this factoring, newest
   * first (at most {@link HISTORY_LIMIT}), each with the client's razón social from the client list ('' when unknown).
   * @throws NotFoundError for an e-mail that is not an
   *   account of the factoring.
   */
  async consultations(scope: TenantScope, email: string): Promise<ConsultationView[]> {
    const rut = scope.rutFactoring;
    const { account } = await this.memberAccount(rut, email);
    const records = await this.deps.activity.listConsultations(account.username, scope, HISTORY_LIMIT);
    const names = await this.deps.clientNames.namesOf(
      scope,
      records.map((record) => record.rut),
    );
    return records.map((record) => ({ ...record, razonsocial: names.get(record.rut) ?? '' }));
  }

  /**
   * The account's history of 'Ver como': what administrators did while seeing as it, reads and downloads included,
   * newest first (at most {@link HISTORY_LIMIT}); only actions for this factoring or naming none (the session, the
   * caller's own companies), never those it took for another factoring the account also belongs to.
   * @throws NotFoundError for an e-mail that is not an account of the factoring.
   */
  async impersonations(scope: TenantScope, email: string): Promise<ImpersonationView[]> {
    const rut = scope.rutFactoring;
    const { account } = await this.memberAccount(rut, email);
    const actions = await this.deps.impersonationAudit.listForTarget(account.username, HISTORY_LIMIT);
    return actions
      .filter((action) => action.rutFactoring === null || sameRut(action.rutFactoring, rut))
      .map(({ at, adminEmail, targetEmail, action, outcome }) => ({ at, adminEmail, targetEmail, action, outcome }));
  }

  /** Records the caller's sign-in now (core-platform §7 "Register-login POST after sign-in"). */
  async recordLogin(identity: Identity): Promise<void> {
    await this.deps.activity.recordLogin(identity.username, this.deps.now().toISOString());
  }

  /**
   * Records that the caller opened the client `rutCliente` (normalised) of the scope's factoring now, for 'Historial de
   * Consultas'.
   */
  async recordConsultation(scope: TenantScope, rutCliente: string): Promise<void> {
    await this.deps.activity.recordConsultation(
      scope.identity.username,
      scope,
      rutCliente,
      this.deps.now().toISOString(),
    );
  }

  /**
   * The account of `email` whose home factoring is `rut`. @throws NotFoundError otherwise (also for another
   * factoring's, linked or not).
   */
  private async homeAccount(rut: string, email: string): Promise<PoolUser> {
    const user = await this.deps.pool.findByEmail(email.trim().toLowerCase());
    if (!user || !isHomeOf(user, rut)) throw new NotFoundError(ACCOUNT_MESSAGES.notFound);
    return user;
  }

  /**
   * The account of `email` whose home factoring is `rut` or that is linked to it (holds a row for it), with its
   * userCompanies rows (one per factoring it belongs to), read once for the callers that need them.
   * @throws NotFoundError otherwise (an account of other factorings only).
   */
  private async memberAccount(rut: string, email: string): Promise<{ account: PoolUser; rows: UserCompanyRecord[] }> {
    const account = await this.deps.pool.findByEmail(email.trim().toLowerCase());
    const rows = account ? await this.deps.memberships.listForUser(account.username) : [];
    if (!account || !(isHomeOf(account, rut) || rows.some((row) => row.rutEmpresa === rut)))
      throw new NotFoundError(ACCOUNT_MESSAGES.notFound);
    return { account, rows };
  }

  /**
   * Why an e-mail already taken cannot be created: the pool's 'Ya existe…' when the account is the factoring's own
   * (its 'Cuentas' table lists it anyway), else a message that says nothing of the other factoring's account.
   */
  private async takenMessage(error: AccountExistsError, email: string, rut: string): Promise<string> {
    const user = await this.deps.pool.findByEmail(email);
    return user && isHomeOf(user, rut) ? error.message : ACCOUNT_MESSAGES.emailUnavailable;
  }

  /** Ends every session of an account and deletes it with its userCompanies rows. */
  private async remove(username: string): Promise<void> {
    await this.deps.pool.signOut(username);
    await this.deps.memberships.deleteForUser(username);
    await this.deps.pool.delete(username);
  }

  /**
   * Creates and invites one account with its home row (the factoring and `flags`). @returns null, or why it was not
   * created.
   */
  private async createOne(
    email: string,
    rut: string,
    razonSocial: string,
    flags: PermissionFlags,
  ): Promise<string | null> {
    const password = temporaryPassword();
    let username: string;
    try {
      username = await this.deps.pool.create({
        email,
        temporaryPassword: password,
        attributes: {
          email,
          email_verified: 'true',
          'custom:rutCesionario': rut,
          'custom:rznSocCesionario': razonSocial,
          'custom:userType': 'factoring',
          ...flagAttributes(flags),
        },
      });
    } catch (error) {
      if (error instanceof AccountExistsError) return this.takenMessage(error, email, rut);
      throw error;
    }
    try {
      await this.deps.memberships.put({ username, rutEmpresa: rut, razonSocial, flags });
    } catch (error) {
      await this.remove(username);
      throw error;
    }
    try {
      const sent = await this.deps.mail.send(
        invitationMail({ email, temporaryPassword: password, rutFactoring: rut, razonSocial }, this.deps.webOrigin),
      );
      if (sent.estado === 'enviado') return null;
      await this.remove(username);
      return ACCOUNT_MESSAGES.suppressed;
    } catch (error) {
      await this.remove(username);
      logger.error('invitación no enviada', { reason: error instanceof Error ? error.message : String(error) });
      return ACCOUNT_MESSAGES.inviteFailed;
    }
  }
}

/**
 * Refuses taking an account away from a factoring (deleting or unlinking it) or setting its password when it is the
 * caller's own, or an administrator's (custom:userType 'admin') and the caller is none: holding cuentas never removes
 * nor takes over the people who hold 'Ver como'.
 * @throws BadRequestError `messages.self`; ForbiddenError `messages.admin`.
 */
function assertRemovable(account: PoolUser, caller: Identity, messages: { self: string; admin: string }): void {
  if (account.username === caller.username) throw new BadRequestError(messages.self);
  if (account.attributes.get('custom:userType') === ADMIN_USER_TYPE && caller.userType !== ADMIN_USER_TYPE)
    throw new ForbiddenError(messages.admin);
}

/** True when the account's home factoring (custom:rutCesionario) is `rut` ('NNNNNNNN-D', normalised). */
function isHomeOf(user: PoolUser, rut: string): boolean {
  const home = user.attributes.get('custom:rutCesionario');
  return !!home && isValidRut(home) && normalizeRut(home) === rut;
}

/**
 * The flags as the pool's custom attributes ('custom:x' → '1'/'0'): a copy for the web app's menu, which reads the id
 * token; the server grants only from the userCompanies rows.
 */
function flagAttributes(flags: PermissionFlags): Record<string, string> {
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [`custom:${flag}`, flags[flag] ? '1' : '0']));
}

/** Whether a RUT as an operation named it is the normalised `rut` (false for text that is no RUT). */
function sameRut(named: string, rut: string): boolean {
  return isValidRut(named) && normalizeRut(named) === rut;
}
