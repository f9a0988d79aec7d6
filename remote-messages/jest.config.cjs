const { createJestConfig } = require('@talentindia/build/jest');

const base = createJestConfig(__dirname);
// The gallery's library is published only as ES modules: jest (CommonJS) transforms it like the preset's.
const esmOnly = 'yet-another-react-lightbox';

module.exports = {
  ...base,
  transformIgnorePatterns: base.transformIgnorePatterns.map((pattern) =>
    pattern.replace('(?!(\\.pnpm/[^/]+/node_modules/)?(', `(?!(\\.pnpm/[^/]+/node_modules/)?(${esmOnly}|`),
  ),
};
