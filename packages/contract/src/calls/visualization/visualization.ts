export * from './geometry';
export * from './visualization-calls';
export * from './visualization-messages';
