import { eq } from 'drizzle-orm';
import {
  agencies,
  brands,
  countries,
  profiles,
  retailChains,
  stores,
  userAgencies,
  userBrands,
  userStores,
} from '../../db/schema';
import type { NewProfileRow } from '../../db/schema';
import type { DemoSeedContext } from './index';
import type { DemoUsername } from './demo-users';

/** The organisations a demo registration chooses from: agency → brands, chain → stores (city, state). */
const DEMO_AGENCIES = [
  { name: 'Campus Trade Marketing', brands: ['Aurora', 'Brisa'] },
  { name: 'Seven Trade', brands: ['Aurora', 'Cometa'] },
  { name: 'Pop Trade', brands: ['Brisa', 'Delta'] },
] as const;

const DEMO_CHAINS = [
  {
    name: 'Rede Horizonte',
    stores: [
      ['Horizonte Paulista', 'São Paulo', 'SP'],
      ['Horizonte Centro', 'Rio de Janeiro', 'RJ'],
    ],
  },
  {
    name: 'Mercado Vale',
    stores: [
      ['Vale Norte', 'Belo Horizonte', 'MG'],
      ['Vale Sul', 'Curitiba', 'PR'],
    ],
  },
] as const;

/** Profile data of the demo users: mobile phone (verified), birthday; names come from their full names. */
const DEMO_PROFILES: Readonly<Record<DemoUsername, { phone: string; birthday: string }>> = {
  learner: { phone: '+55 11 98765-4321', birthday: '1994-03-12' },
  agent: { phone: '+55 11 98765-1002', birthday: '1990-07-21' },
  owner: { phone: '+55 21 98765-1003', birthday: '1982-11-02' },
  moderator: { phone: '+55 31 98765-1004', birthday: '1988-01-30' },
  instructor: { phone: '+55 41 98765-1005', birthday: '1979-05-17' },
  auditor: { phone: '+55 51 98765-1006', birthday: '1985-09-09' },
  admin: { phone: '+55 61 98765-1007', birthday: '1976-12-01' },
  respondent: { phone: '+55 71 98765-1008', birthday: '1991-04-25' },
  attendee: { phone: '+55 81 98765-1009', birthday: '1996-08-14' },
  chile: { phone: '+55 11 98765-1010', birthday: '1993-02-18' },
  commuter: { phone: '+55 11 98765-1011', birthday: '1995-06-03' },
  traveller: { phone: '+55 21 98765-1012', birthday: '1992-10-27' },
  downloader: { phone: '+55 31 98765-1013', birthday: '1997-01-22' },
  backpacker: { phone: '+55 41 98765-1014', birthday: '1989-09-15' },
};

/**
 * Demo step "accounts": the registration organisations, a profile for every demo user (phone, birthday, a São
 * Paulo address; the agent and the owner with their agency, brand and store).
 */
export async function seedDemoAccounts({ tx, client, users: demoUsers }: DemoSeedContext): Promise<void> {
  const [brazil] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.code, 'BRA'));
  const countryId = brazil?.id ?? null;
  const agencyIds: number[] = [];
  const brandIds = new Map<string, number>();
  for (const agency of DEMO_AGENCIES) {
    const [row] = await tx
      .insert(agencies)
      .values({ clientId: client.id, name: agency.name, countryId })
      .returning({ id: agencies.id });
    if (!row) continue;
    agencyIds.push(row.id);
    const inserted = await tx
      .insert(brands)
      .values(agency.brands.map((name) => ({ agencyId: row.id, clientId: client.id, name })))
      .returning({ id: brands.id, name: brands.name });
    for (const brand of inserted) brandIds.set(`${agency.name}/${brand.name}`, brand.id);
  }
  const storeIds = new Map<string, number>();
  for (const chain of DEMO_CHAINS) {
    const [row] = await tx
      .insert(retailChains)
      .values({ clientId: client.id, name: chain.name, countryId })
      .returning({ id: retailChains.id });
    if (!row) continue;
    const inserted = await tx
      .insert(stores)
      .values(chain.stores.map(([name, city, state]) => ({ chainId: row.id, clientId: client.id, name, city, state })))
      .returning({ id: stores.id, name: stores.name });
    for (const store of inserted) storeIds.set(store.name, store.id);
  }

  const profileRows: NewProfileRow[] = Object.values(demoUsers).map((user) => {
    const [name = user.fullName, ...rest] = user.fullName.split(' ');
    const demo = DEMO_PROFILES[user.username as DemoUsername];
    return {
      userId: user.id,
      name,
      lastName: rest.join(' '),
      phoneMobile: demo.phone,
      phoneMobileVerified: true,
      birthdayDate: demo.birthday,
      address: 'Avenida Paulista',
      addressNumber: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      zipCode: '01310-100',
      registerCompletedAt: new Date(),
    };
  });
  await tx.insert(profiles).values(profileRows);

  const campusAgency = agencyIds[0];
  const aurora = brandIds.get('Campus Trade Marketing/Aurora');
  const choices: [DemoUsername, string][] = [
    ['agent', 'Horizonte Paulista'],
    ['owner', 'Horizonte Centro'],
  ];
  for (const [username, storeName] of choices) {
    const userId = demoUsers[username].id;
    const storeId = storeIds.get(storeName);
    if (campusAgency !== undefined) await tx.insert(userAgencies).values({ userId, agencyId: campusAgency });
    if (aurora !== undefined) await tx.insert(userBrands).values({ userId, brandId: aurora });
    if (storeId !== undefined) await tx.insert(userStores).values({ userId, storeId });
  }
}
