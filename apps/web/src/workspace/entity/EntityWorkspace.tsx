import type { EntityWorkspaceData } from './entityWorkspaceLoader.ts';
import { EntityHeader } from './EntityHeader.tsx';
import { PaneNav } from './PaneNav.tsx';
import { PaneView } from '../panes/PaneView.tsx';

/** An entity's workspace: its heading, the panes the user may open, and the open pane. */
export function EntityWorkspace({ data }: { readonly data: EntityWorkspaceData }) {
  return (
    <div className="entity-workspace">
      <EntityHeader target={data.target} />
      <div className="entity-workspace__body">
        <PaneNav links={data.links} current={data.pane} name={data.target.entity.name} />
        <div className="entity-workspace__pane">
          <PaneView key={`${data.target.entity.id}:${data.pane}`} data={data} />
        </div>
      </div>
    </div>
  );
}
