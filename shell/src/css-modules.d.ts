// Rspack's `css/auto` with `namedExports: false` gives each *.module.css a default class map.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
