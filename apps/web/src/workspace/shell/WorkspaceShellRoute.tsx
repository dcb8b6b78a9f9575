import { useLoaderData } from 'react-router';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { WorkspaceError } from './WorkspaceError.tsx';
import { WorkspaceShell } from './WorkspaceShell.tsx';
import { workspaceShellLoader } from './workspaceShellLoader.ts';

export const loader = workspaceShellLoader;

/** `/workspace` and everything under it. */
export function Component() {
  return <WorkspaceShell session={useLoaderData<WorkspaceSession>()} />;
}

export const ErrorBoundary = WorkspaceError;
