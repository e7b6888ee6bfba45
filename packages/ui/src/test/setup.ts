import '@testing-library/jest-dom';
import './domPolyfills';
