import { useLoaderData } from 'react-router';
import { WorkspaceScreenError } from '../shell/WorkspaceScreenError.tsx';
import { LayoutEditor } from './LayoutEditor.tsx';
import { layoutEditorLoader, type LayoutEditorData } from './layoutEditorLoader.ts';

export const loader = layoutEditorLoader;

/** `/edit` and `/pages/{id}/edit`. */
export function Component() {
  return <LayoutEditor data={useLoaderData<LayoutEditorData>()} />;
}

export const ErrorBoundary = WorkspaceScreenError;
