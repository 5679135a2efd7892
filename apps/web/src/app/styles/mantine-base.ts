/*
 * Mantine's base layer: the reset, the theme's CSS variables and the global classes
 * (hiddenFrom/visibleFrom). Each component's own stylesheet comes with the module that
 * imports the component (build/mantine-styles.ts); all of it is in @layer mantine, so the
 * app's own CSS always wins, whatever order the sheets arrive in.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
