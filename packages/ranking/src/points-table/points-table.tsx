import { useId } from 'react';
import { loyaltyQueries } from '@campus/core';
import type { LevelsResponse, LoyaltyProductsResponse, PhotoTypesResponse } from '@campus/core/schemas';
import {
  Badge,
  ErrorState,
  formatMultiplier,
  formatNumber,
  LoadingRegion,
  SignedInOnly,
  Skeleton,
  useLocale,
  useQuery,
  useT,
} from '@campus/ui';
import type { ResourceState } from '@campus/ui';
import type { ReactNode } from 'react';
import { rankingSignedOut } from '../shared/ranking-signed-out.js';
import { Heading } from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { useLevels } from '../shared/use-levels.js';
import { ScrollRegion } from '../shared/scroll-region.js';
import { ColumnHeaders } from '../shared/column-headers.js';

/** Props of {@link PointsTable}. */
export interface PointsTableProps {
  /** The level of the widget's heading, to fit the host page's outline. @default 2 */
  headingLevel?: HeadingLevel;
}

/**
 * The points table (spec §2 `points-table`): what earns points — products with their points per SKU, store
 * photo types with theirs — and the levels with thresholds, multipliers and benefits, the member's own level
 * marked. Each part loads on its own, so one failing never hides the others.
 */
export function PointsTable(props: PointsTableProps) {
  return (
    <SignedInOnly {...rankingSignedOut('points-table')}>
      <PointsTableScreen {...props} />
    </SignedInOnly>
  );
}

function PointsTableScreen({ headingLevel = 2 }: PointsTableProps) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const sub = Math.min(6, headingLevel + 1) as HeadingLevel;
  const products = useQuery(loyaltyQueries.products(locale), {
    isEmpty: (data: LoyaltyProductsResponse) => data.products.length === 0,
  });
  const photoTypes = useQuery(loyaltyQueries.photoTypes(locale), {
    isEmpty: (data: PhotoTypesResponse) => data.photo_types.length === 0,
  });
  const levels = useLevels();

  return (
    <section className="campus-points-table campus-ranking-screen" part="points-table" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="campus-ranking__title" part="title">
        {t('ranking.points_table.title')}
      </Heading>
      <Part id={`${headingId}-levels`} level={sub} title={t('ranking.points_table.levels')} resource={levels}>
        {levels.data && <LevelsTable levels={levels.data} locale={locale} />}
      </Part>
      <Part
        id={`${headingId}-products`}
        level={sub}
        title={t('ranking.points_table.products')}
        hint={t('ranking.points_table.products_hint')}
        resource={products}
        empty={t('ranking.points_table.no_products')}
      >
        <ScrollRegion aria-label={t('ranking.points_table.products_table')}>
          <table className="campus-ranking__table" part="table">
            <ColumnHeaders
              columns={[
                { label: t('ranking.points_table.product') },
                { label: t('ranking.points_table.brand') },
                { label: t('ranking.points_table.type') },
                { label: t('ranking.points_table.sku') },
                { label: t('ranking.points_table.points_per_unit'), className: 'campus-ranking__points' },
              ]}
            />
            <tbody>
              {products.data?.products.map((product) => (
                <tr key={String(product.id)} part="row">
                  <th scope="row">{product.name}</th>
                  <td>{product.brand}</td>
                  <td>{product.product_type}</td>
                  <td className="campus-ranking__sku">{product.sku}</td>
                  <td className="campus-ranking__points">{formatNumber(product.points, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </Part>
      <Part
        id={`${headingId}-photos`}
        level={sub}
        title={t('ranking.points_table.photos')}
        hint={t('ranking.points_table.photos_hint')}
        resource={photoTypes}
        empty={t('ranking.points_table.no_photos')}
      >
        <ScrollRegion aria-label={t('ranking.points_table.photos_table')}>
          <table className="campus-ranking__table" part="table">
            <ColumnHeaders
              columns={[
                { label: t('ranking.points_table.photo_type') },
                { label: t('ranking.points_table.description') },
                { label: t('ranking.points_table.points'), className: 'campus-ranking__points' },
              ]}
            />
            <tbody>
              {photoTypes.data?.photo_types.map((type) => (
                <tr key={String(type.id)} part="row">
                  <th scope="row">{type.name}</th>
                  <td>{type.description}</td>
                  <td className="campus-ranking__points">{formatNumber(type.points, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </Part>
    </section>
  );
}

interface PartProps {
  id: string;
  level: HeadingLevel;
  title: string;
  hint?: string;
  resource: ResourceState<unknown>;
  empty?: string;
  children: ReactNode;
}

/** One section of the table with its own loading, error (with retry) and empty states. */
function Part({ id, level, title, hint, resource, empty, children }: PartProps) {
  return (
    <section className="campus-points-table__part" part="section" aria-labelledby={id}>
      <Heading level={level} id={id} className="campus-points-table__heading">
        {title}
      </Heading>
      {hint !== undefined && <p className="campus-ranking__hint">{hint}</p>}
      {resource.status === 'loading' && (
        <LoadingRegion>
          <Skeleton lines={3} />
        </LoadingRegion>
      )}
      {resource.status === 'error' && (
        <ErrorState error={resource.error} onRetry={resource.retry} retrying={resource.isFetching} />
      )}
      {resource.status === 'empty' && <p className="campus-ranking__hint">{empty}</p>}
      {resource.status === 'success' && children}
    </section>
  );
}

function LevelsTable({ levels, locale }: { levels: LevelsResponse; locale: string }) {
  const t = useT();
  return (
    <>
      <p className="campus-ranking__hint" part="level-points">
        {t('ranking.points_table.level_points', { points: formatNumber(levels.level_points, locale) })}
      </p>
      <ScrollRegion aria-label={t('ranking.points_table.levels_table')}>
        <table className="campus-ranking__table" part="table">
          <ColumnHeaders
            columns={[
              { label: t('ranking.points_table.level') },
              { label: t('ranking.points_table.minimum'), className: 'campus-ranking__points' },
              { label: t('ranking.points_table.multiplier'), className: 'campus-ranking__points' },
              { label: t('ranking.points_table.benefits') },
            ]}
          />
          <tbody>
            {levels.levels.map((level) => {
              const mine = level.level === levels.current_level;
              return (
                <tr
                  key={level.level}
                  className={mine ? 'campus-ranking__row--me' : undefined}
                  part={mine ? 'row row-me' : 'row'}
                  aria-current={mine ? 'true' : undefined}
                >
                  <th scope="row">
                    {level.name} {mine && <Badge tone="info">{t('ranking.points_table.current')}</Badge>}
                  </th>
                  <td className="campus-ranking__points">{formatNumber(level.minimum_points, locale)}</td>
                  <td className="campus-ranking__points">
                    {t('ranking.points_table.multiplier_value', {
                      value: formatMultiplier(level.benefits.points_multiplier, locale),
                    })}
                  </td>
                  <td>
                    {level.benefits.events ? t('ranking.points_table.events') : t('ranking.points_table.no_events')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
