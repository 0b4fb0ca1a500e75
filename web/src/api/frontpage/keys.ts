import { viewerKey, type Viewer } from '../viewer';

/** The home screen's frame: names and pictures come in the request's language. */
export const frontpageKeys = {
  all: ['frontpage'] as const,
  sideMenu: (lang: Viewer['lang']) => [...frontpageKeys.all, 'sideMenu', lang] as const,
  slides: (lang: Viewer['lang']) => [...frontpageKeys.all, 'slides', lang] as const,
  /** Home categories hold games, whose `collected` is the viewer's: the favourite toggle patches them too. */
  home: () => [...frontpageKeys.all, 'home'] as const,
  homeCategories: (viewer: Viewer) => [...frontpageKeys.home(), ...viewerKey(viewer)] as const,
};
