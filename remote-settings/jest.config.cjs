module.exports = require('@talentindia/build/jest').createJestConfig(__dirname);
