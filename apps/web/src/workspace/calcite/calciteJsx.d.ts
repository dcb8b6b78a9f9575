// The React 19 JSX declarations Calcite ships for its custom elements (`<calcite-button>` and the rest): typed
// props and `oncalcite…` event handlers, no `any` of ours.
import type {} from '@esri/calcite-components/types/react';
