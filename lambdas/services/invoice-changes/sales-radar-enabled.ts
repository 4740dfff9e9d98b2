import type { FactoringScope } from '../../platform/factoring-scope';
import type { UserCompanyRepository } from '../../store/user-company-repository';

/**
 * Whether the factoring uses the sales-ledger radar: some user holds radarVentas in it (flags are held per user and
 * factoring, core-platform.md §3 'User account and permissions'), so its clients' sales are worth asking often.
 * @throws DynamoDB's error.
 */
export async function salesRadarEnabled(
  memberships: Pick<UserCompanyRepository, 'listForCompany'>,
  scope: FactoringScope,
): Promise<boolean> {
  return (await memberships.listForCompany(scope.rutFactoring)).some((row) => row.flags.radarVentas);
}
