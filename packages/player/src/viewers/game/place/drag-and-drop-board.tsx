import { useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useMediaUrl, useOwnedStyleSheet, usePackageMessages, useT } from '@campus/ui';
import type { GameBoardProps } from '../game-board-props.js';
import { isPending } from './pick-and-place.js';
import type { PickEffect } from './pick-and-place.js';
import { PLACE_MESSAGES } from './place-messages.js';
import { placeStyles } from './place.styles.js';
import { usePickAndPlace } from './use-pick-and-place.js';
import type { PickDispatch } from './use-pick-and-place.js';
import { usePointerDrag } from './use-pointer-drag.js';

const NS = 'player-game-place';

type Zone = GameBoardProps<'drag_and_drop'>['board']['zones'][number];

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/**
 * Writes a zone's box (percent of the picture) as custom properties through the CSSOM: a `style=""` attribute
 * would be refused by a host's `style-src 'self'`; the stylesheet places the zone and its outline with them.
 */
function placeZone(zone: Zone) {
  const x = clampPercent(zone.x);
  const y = clampPercent(zone.y);
  const box: [string, number][] = [
    ['--campus-zone-x', x],
    ['--campus-zone-y', y],
    ['--campus-zone-w', Math.min(clampPercent(zone.width), 100 - x)],
    ['--campus-zone-h', Math.min(clampPercent(zone.height), 100 - y)],
  ];
  return (element: HTMLElement | null) => {
    for (const [name, value] of box) element?.style.setProperty(name, `${String(value)}%`);
  };
}

/**
 * The board of `drag_and_drop` (issue 22): the picture (when the game has one) with its zones, each a labelled
 * target button, and the items as pieces (text and an optional picture). The learner picks an item, then a zone
 * (or drags the item onto it), and the board sends `move(item, zone)`. An item the server closed sits in its zone;
 * a wrong one stays with the items. On a board narrower than 480 px the zones are a numbered list under the
 * picture, whose outlines carry the same numbers, so every target keeps 44 px however small the zone.
 */
export function DragAndDropBoard({ board, progress, move, busy, announce }: GameBoardProps<'drag_and_drop'>) {
  usePackageMessages(PLACE_MESSAGES);
  const t = useT();
  const mediaUrl = useMediaUrl();
  const rootRef = useRef<HTMLDivElement>(null);
  useOwnedStyleSheet(rootRef, placeStyles);
  const id = useId();

  const closed = (item: string) => Object.hasOwn(progress.closed, item);
  const itemText = (item: string) => board.items.find((entry) => entry.id === item)?.text ?? '';
  const zoneLabel = (zone: string) => board.zones.find((entry) => entry.id === zone)?.label ?? '';

  const onEffect = (effect: PickEffect, dispatch: PickDispatch) => {
    switch (effect.kind) {
      case 'picked':
        announce(t(`${NS}.items.picked`, { item: itemText(effect.piece) }));
        return;
      case 'unpicked':
        announce(t(`${NS}.unpicked`, { piece: itemText(effect.piece) }));
        return;
      case 'refused':
        if (effect.reason === 'busy') announce(t(`${NS}.busy`));
        else if (effect.reason === 'nothing_picked') announce(t(`${NS}.items.pick_first`));
        return;
      case 'placed': {
        announce(t(`${NS}.items.placed`, { item: itemText(effect.piece), zone: zoneLabel(effect.target) }));
        const settle = () => dispatch({ type: 'settle' });
        void move(effect.piece, effect.target).then(settle, settle);
        return;
      }
      case 'none':
        return;
    }
  };
  const [pick, dispatch] = usePickAndPlace(
    {
      busy,
      canPick: (item) => board.items.some((entry) => entry.id === item) && !closed(item),
      canPlace: (zone) => board.zones.some((entry) => entry.id === zone),
    },
    onEffect,
  );
  const drag = usePointerDrag({
    onDrop: (piece, target) => dispatch({ type: 'drop', piece, target }),
    onLongPress: (piece) => dispatch({ type: 'hold', piece }),
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || pick.picked === null) return;
    event.preventDefault();
    dispatch({ type: 'cancel' });
  };

  const image = board.image === undefined ? null : mediaUrl(board.image.url);
  const tray = board.items.filter((item) => !closed(item.id) && !isPending(pick, item.id));

  // With a picture, the zone's number (shown on narrow boards, and on its outline) starts its name.
  const zoneName = (zone: Zone, number: number, placed: readonly string[]) => {
    const label = image === null ? zone.label : `${String(number)} ${zone.label}`;
    if (pick.pending?.target === zone.id) {
      return t(`${NS}.items.zone_pending`, { zone: label, item: itemText(pick.pending.piece) });
    }
    return placed.length === 0
      ? t(`${NS}.items.zone_empty`, { zone: label })
      : t(`${NS}.items.zone_items`, { zone: label, items: placed.map(itemText).join(', ') });
  };

  return (
    <div ref={rootRef} className="campus-place" data-picking={pick.picked === null ? undefined : ''}>
      <p className="campus-place__hint" id={`${id}-hint`}>
        {t(`${NS}.items.hint`)}
      </p>
      <div className="campus-place__layout">
        <div className={image === null ? 'campus-place__stage' : 'campus-place__stage campus-place__stage--image'}>
          {image !== null && board.image !== undefined && (
            <div className="campus-place__picture">
              <img className="campus-place__board-image" part="game-board-image" src={image} alt={board.image.alt} />
              <div className="campus-place__markers" aria-hidden="true">
                {board.zones.map((zone, index) => (
                  <span key={zone.id} ref={placeZone(zone)} className="campus-place__marker">
                    <span className="campus-place__zone-number">{index + 1}</span>
                  </span>
                ))}
              </div>
            </div>
          )}
          <ul className="campus-place__zones" aria-label={t(`${NS}.items.zones`)} aria-describedby={`${id}-hint`}>
            {board.zones.map((zone, index) => {
              const placed = board.items.filter((item) => progress.closed[item.id]?.answer === zone.id);
              const pending = pick.pending?.target === zone.id ? pick.pending.piece : null;
              // The move's answer closes the item before the board settles: shown once, in the zone.
              const shown = [...placed, ...board.items.filter((item) => item.id === pending && !closed(item.id))];
              return (
                <li key={zone.id} ref={placeZone(zone)} className="campus-place__zone">
                  <button
                    ref={drag.target(zone.id)}
                    type="button"
                    className="campus-place__target campus-place__zone-button"
                    part="game-zone"
                    aria-label={zoneName(
                      zone,
                      index + 1,
                      placed.map((item) => item.id),
                    )}
                    aria-busy={pending !== null || undefined}
                    onClick={() => dispatch({ type: 'place', target: zone.id })}
                    onKeyDown={onKeyDown}
                  >
                    {image !== null && (
                      <>
                        <span className="campus-place__zone-number">{index + 1}</span>{' '}
                      </>
                    )}
                    <span className="campus-place__zone-label">{zone.label}</span>
                    {shown.map((item) => (
                      <span key={item.id} className="campus-place__placed">
                        {item.image && <img src={mediaUrl(item.image.url) ?? undefined} alt="" />}
                        {item.text}
                      </span>
                    ))}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="campus-place__section">
          <p className="campus-place__label" id={`${id}-tray`}>
            {t(`${NS}.items.tray`)}
          </p>
          {tray.length === 0 ? (
            <p className="campus-place__empty">{t(`${NS}.items.tray_empty`)}</p>
          ) : (
            <ul className="campus-place__bank" aria-labelledby={`${id}-tray`}>
              {tray.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className="campus-place__piece"
                    part="game-piece"
                    aria-pressed={pick.picked === item.id}
                    {...drag.piece(item.id)}
                    onClick={() => dispatch({ type: 'pick', piece: item.id })}
                    onKeyDown={onKeyDown}
                  >
                    {item.image && (
                      <>
                        <img src={mediaUrl(item.image.url) ?? undefined} alt={item.image.alt} />{' '}
                      </>
                    )}
                    <span>{item.text}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
