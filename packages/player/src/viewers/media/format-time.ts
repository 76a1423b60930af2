/**
 * A media time as a clock: `m:ss` below an hour, `h:mm:ss` from it; `--:--` when unknown.
 * @example formatTime(65) // '1:05'; formatTime(3723) // '1:02:03'
 */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
