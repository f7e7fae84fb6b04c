// A screen imports its stylesheet for its effect alone (`import './ui.css'`); Vite bundles it.
// TypeScript 7 checks that side-effect imports resolve: this says a stylesheet does.
declare module '*.css';
