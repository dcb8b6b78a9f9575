import { useLoaderData } from 'react-router';
import { WorkspaceScreenError } from '../shell/WorkspaceScreenError.tsx';
import { AdvancedEditor } from './AdvancedEditor.tsx';
import { advancedEditLoader, type AdvancedEditData } from './advancedEditLoader.ts';
import './advancedEdit.css';

export const loader = advancedEditLoader;

/** `/edit/advanced` and `/workspace/sites/{siteId}/edit/advanced`. */
export function Component() {
  return <AdvancedEditor data={useLoaderData<AdvancedEditData>()} />;
}

export const ErrorBoundary = WorkspaceScreenError;
