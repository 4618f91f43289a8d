import { css } from '@emotion/react';
import { useState } from 'react';
import { imageUrl } from '../../../domain/image';
import { presetNumber } from '../../../machines/account-info/account-rules';
import { Avatar } from '../../ui/avatar';
import { avatarTints } from '../../ui/theme';

/**
 * A default avatar drawn as a coloured disc with its number: the image host has no preset files
 * (GET /static-images/avatars/default-NN.png answers 404), so the number is what identifies it.
 */
export function PresetDisc({ number, size = 56 }: { number: number; size?: number }) {
  return (
    <span
      aria-hidden="true"
      css={css`
        display: inline-grid;
        place-items: center;
        width: ${size}px;
        height: ${size}px;
        border-radius: 50%;
        background: ${avatarTints[number % avatarTints.length]};
        color: #fff;
        font-weight: 900;
        font-size: ${Math.round(size * 0.38)}px;
      `}
    >
      {number}
    </span>
  );
}

/** The profile's current avatar: a preset disc, an uploaded picture, or the name's initial. */
export function CurrentAvatar({
  avatar,
  name,
  size = 96,
}: {
  avatar: string | null;
  name: string;
  size?: number;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const preset = presetNumber(avatar);
  if (preset !== null) return <PresetDisc number={preset} size={size} />;
  if (avatar && broken !== avatar) {
    return (
      <img
        src={imageUrl(avatar)}
        alt=""
        width={size}
        height={size}
        onError={() => setBroken(avatar)}
        css={{ borderRadius: '50%', objectFit: 'cover' }}
      />
    );
  }
  return <Avatar name={name} size={size} />;
}
