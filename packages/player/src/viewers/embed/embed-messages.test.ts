import { describe, expect, it } from 'vitest';
import { parseVimeoMessage, vimeoCommand, vimeoEmbedUrl, vimeoVideo } from './vimeo-messages.js';
import { parseYoutubeMessage, youtubeEmbedUrl, youtubeListening, youtubeVideoId } from './youtube-messages.js';

describe('YouTube embed protocol', () => {
  it('finds the video id of every YouTube address form', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://youtu.be/dQw4w9WgXcQ?si=x')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youtubeVideoId('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(youtubeVideoId('not a url')).toBeNull();
  });

  it('embeds with the JavaScript API on for the page origin and asks the embed to post its state', () => {
    const url = new URL(youtubeEmbedUrl('dQw4w9WgXcQ', 'https://site.campus.test'));
    expect(url.origin + url.pathname).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(url.searchParams.get('enablejsapi')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('https://site.campus.test');
    expect(JSON.parse(youtubeListening('102'))).toEqual({ event: 'listening', id: '102', channel: 'widget' });
  });

  it('reads infoDelivery, state changes and readiness, and ignores anything else', () => {
    expect(
      parseYoutubeMessage(
        '{"event":"infoDelivery","info":{"currentTime":12.5,"duration":300,"playerState":1,"volume":100}}',
      ),
    ).toEqual({ currentTime: 12.5, duration: 300, playerState: 1 });
    expect(parseYoutubeMessage('{"event":"initialDelivery","info":{"duration":300}}')).toEqual({ duration: 300 });
    expect(parseYoutubeMessage('{"event":"onStateChange","info":0}')).toEqual({ playerState: 0 });
    expect(parseYoutubeMessage('{"event":"onReady","info":null}')).toEqual({ ready: true });
    expect(parseYoutubeMessage('{"event":"infoDelivery","info":{"currentTime":"12"}}')).toBeNull();
    expect(parseYoutubeMessage('{"event":"infoDelivery","info":{"volume":50}}')).toBeNull();
    expect(parseYoutubeMessage('not json')).toBeNull();
    expect(parseYoutubeMessage(42)).toBeNull();
  });
});

describe('Vimeo player protocol', () => {
  it('finds the video and its privacy hash in Vimeo addresses', () => {
    expect(vimeoVideo('https://vimeo.com/76979871')).toEqual({ id: '76979871', hash: null });
    expect(vimeoVideo('https://vimeo.com/76979871/a1b2c3d4e5')).toEqual({ id: '76979871', hash: 'a1b2c3d4e5' });
    expect(vimeoVideo('https://player.vimeo.com/video/76979871?h=ff00aa11')).toEqual({
      id: '76979871',
      hash: 'ff00aa11',
    });
    expect(vimeoVideo('https://vimeo.com/channels/staffpicks/76979871')).toEqual({ id: '76979871', hash: null });
    expect(vimeoVideo('https://evil.example/76979871')).toBeNull();
    expect(vimeoVideo('https://vimeo.com/about')).toBeNull();
  });

  it('embeds with the API on and the player named, and writes commands as JSON', () => {
    const url = new URL(vimeoEmbedUrl({ id: '76979871', hash: 'ff00aa11' }, 'campus-vimeo-1'));
    expect(url.origin + url.pathname).toBe('https://player.vimeo.com/video/76979871');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('player_id')).toBe('campus-vimeo-1');
    expect(url.searchParams.get('h')).toBe('ff00aa11');
    expect(JSON.parse(vimeoCommand('addEventListener', 'timeupdate'))).toEqual({
      method: 'addEventListener',
      value: 'timeupdate',
    });
  });

  it('reads ready, timeupdate and ended as strings or objects, and ignores anything else', () => {
    expect(parseVimeoMessage('{"event":"ready","player_id":"campus-vimeo-1"}')).toEqual({
      event: 'ready',
      playerId: 'campus-vimeo-1',
    });
    expect(
      parseVimeoMessage({ event: 'timeupdate', data: { seconds: 4.2, percent: 0.07, duration: 60 }, player_id: 'p' }),
    ).toEqual({ event: 'timeupdate', seconds: 4.2, duration: 60, playerId: 'p' });
    expect(parseVimeoMessage('{"event":"ended","data":{"seconds":60,"duration":60}}')).toEqual({
      event: 'ended',
      seconds: 60,
      duration: 60,
    });
    // The answer to a ping (player.js's way to find a player ready before the page listened) is `ready`.
    expect(parseVimeoMessage('{"method":"ping","player_id":"campus-vimeo-1"}')).toEqual({
      event: 'ready',
      playerId: 'campus-vimeo-1',
    });
    expect(parseVimeoMessage({ method: 'ping' })).toEqual({ event: 'ready' });
    expect(parseVimeoMessage('{"event":"volumechange"}')).toBeNull();
    expect(parseVimeoMessage('{"method":"getCurrentTime","value":3}')).toBeNull();
    expect(parseVimeoMessage('nope')).toBeNull();
  });
});
