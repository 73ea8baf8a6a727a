#!/usr/bin/env bash
# Makes src/web/styles/fonts/sofra-wordmark.woff2: Pacifico (SIL Open Font License, see OFL.txt
# beside it) cut down to the letters of the wordmark. The whole latin font is 33 kB; the
# wordmark needs five glyphs, about 5 kB, which a phone downloads with the page.
# Run it again if the wordmark's text changes. Needs Debian's fonttools and python3-brotli.
set -euo pipefail
cd "$(dirname "$0")/.."
pyftsubset node_modules/@fontsource/pacifico/files/pacifico-latin-400-normal.woff2 \
  --text="SOFRAsofra" --flavor=woff2 --layout-features='*' \
  --output-file=src/web/styles/fonts/sofra-wordmark.woff2
ls -l src/web/styles/fonts/sofra-wordmark.woff2
