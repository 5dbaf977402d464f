import { createContext, useContext, type ReactNode } from 'react';

/** Set by layouts that already give the page its width and padding (learner, teacher, admin, rooms). */
export const FramedContext = createContext(false);

/** Gives a page the site's content width and vertical rhythm, unless its layout already does. */
export function PageFrame({ children, narrow }: { children: ReactNode; narrow?: boolean }) {
  const framed = useContext(FramedContext);
  if (framed) return <>{children}</>;
  return (
    <div className="lb-container" style={{ paddingBlock: 'clamp(32px, 5vw, 56px) 72px', maxWidth: narrow ? 860 : undefined }}>
      {children}
    </div>
  );
}
