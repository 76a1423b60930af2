import { useMediaUrl } from '@campus/ui';

/** Props of {@link GameImage}. */
export interface GameImageProps {
  image: { readonly url: string; readonly alt: string } | undefined;
}

/** A game's picture (an item's, a card's, the enigma's), read from the API's origin, described by its alt text. */
export function GameImage({ image }: GameImageProps) {
  const media = useMediaUrl();
  const src = image === undefined ? null : media(image.url);
  if (image === undefined || src === null) return null;
  return <img className="campus-game__image" part="game-image" src={src} alt={image.alt} />;
}
