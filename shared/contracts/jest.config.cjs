module.exports = require('@talentindia/build/jest').createJestConfig(__dirname, { testEnvironment: 'node' });
