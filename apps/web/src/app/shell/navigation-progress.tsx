import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** A thin bar at the top while a lazy page loads; shown only if loading takes a moment. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) return setVisible(false);
    const timer = setTimeout(() => setVisible(true), 150);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return (
    <div
      aria-hidden
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: 3,
        width: '100%',
        zIndex: 500,
        background: 'linear-gradient(90deg, transparent, var(--lb-accent), transparent)',
        backgroundSize: '50% 100%',
        animation: 'lb-progress 1s linear infinite',
      }}
    />
  );
}
