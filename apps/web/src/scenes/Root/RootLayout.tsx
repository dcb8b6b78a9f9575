import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { DocumentTitle } from '../../components/DocumentTitle.tsx';

/** The outermost route: keeps the document title in step and marks the page interactive once hydrated. */
export function RootLayout() {
  useEffect(() => {
    // Lets tests and tooling know the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}
