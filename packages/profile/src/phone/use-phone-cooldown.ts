import { useCallback, useEffect, useState } from 'react';
import { cooldownRemaining } from '@campus/core/rules';
import { useCampus, useSession } from '@campus/ui';
import type { PhoneCooldown } from './phone-cooldown.js';

/**
 * The phone verification cooldown (spec §3 `verificacion_phone_button`, §4): kept in the instance's session store,
 * which the Campus persistence saves, so the countdown survives a reload; the seconds left tick every second while
 * it runs, and reach 0 when the elapsed seconds reach the duration.
 */
export function usePhoneCooldown() {
  const campus = useCampus();
  const button = useSession((state) => state.verificacion_phone_button);
  const [now, setNow] = useState(() => Date.now());
  const remaining = button.startTime === null ? 0 : cooldownRemaining(button.startTime, now, button.duration);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, button.startTime]);

  const start = useCallback(
    (cooldown: PhoneCooldown) => {
      campus.stores.session.setState({ verificacion_phone_button: { ...cooldown } });
      setNow(Date.now());
    },
    [campus],
  );
  return { remaining, running, start };
}
