import { useLoaderData } from 'react-router';
import { WorkspaceScreenError } from '../shell/WorkspaceScreenError.tsx';
import { WorkspaceHome } from './WorkspaceHome.tsx';
import { workspaceHomeLoader, type WorkspaceHomeData } from './workspaceHomeLoader.ts';

export const loader = workspaceHomeLoader;

/** `/workspace`. */
export function Component() {
  return <WorkspaceHome data={useLoaderData<WorkspaceHomeData>()} />;
}

export const ErrorBoundary = WorkspaceScreenError;
