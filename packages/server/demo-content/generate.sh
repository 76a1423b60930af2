#!/usr/bin/env bash
# Regenerates the committed demo media of packages/server/demo-content (see README.md): the PDFs, the
# presentation (.pptx and its PDF), the video with its captions' timing, the audio and the Flash file.
# Needs node, LibreOffice Impress (soffice), ffmpeg (libx264, aac, libvpx-vp9, libopus, libmp3lame, drawtext)
# and espeak-ng. CI has none of the media tools: the outputs are committed, run this only to change them.
# The HTML lesson and the SCORM packages are plain folders, zipped by the demo seed: nothing to generate.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

# Documents: flat ODF sources written by a script, converted by Impress (the only LibreOffice module CI installs).
node "$here/tools/build-documents.mjs" "$work"
(cd "$work" && soffice --headless --convert-to pdf apostila-atendimento.fodp >/dev/null)
cp "$work/apostila-atendimento.pdf" "$here/documents/"
# The presentation: .pptx from the source, then its PDF the way the import converts a presentation.
(cd "$work" && soffice --headless --convert-to pptx apresentacao.fodp >/dev/null)
mkdir -p "$work/converted"
(cd "$work" && soffice --headless --convert-to pdf --outdir converted apresentacao.pptx >/dev/null)
cp "$work/apresentacao.pptx" "$here/presentation/"
cp "$work/converted/apresentacao.pdf" "$here/presentation/"

# Speech: one clip per line, each padded to $2 seconds so captions can use fixed cue times.
say() { # say <name> <seconds> <text> <playlist>
  espeak-ng -v pt-br -s 150 -w "$work/$1.wav" "$3"
  ffmpeg -v error -y -i "$work/$1.wav" -af "apad=whole_dur=$2" -ar 22050 -ac 1 "$work/$1-padded.wav"
  echo "file '$work/$1-padded.wav'" >>"$work/$4.txt"
}

# The video: three 5-second title cards with narration (cue times in media/aula-*.vtt match).
VIDEO_LINES=(
  "Olá! Boas-vindas ao player de atividades do Campus."
  "Use os controles para pausar, avançar e ativar as legendas."
  "Assista até o final para concluir esta atividade."
)
VIDEO_TITLES=("Boas-vindas" "Controles e legendas" "Conclusão")
: >"$work/video.txt"
cards=()
for i in 0 1 2; do
  say "video$i" 5 "${VIDEO_LINES[$i]}" video
  card="$work/card$i.mp4"
  ffmpeg -v error -y -f lavfi -i "color=c=0x0b4f8a:s=426x240:d=5:r=15" -vf \
    "drawtext=fontfile=$bold:text='${VIDEO_TITLES[$i]}':fontcolor=white:fontsize=26:x=(w-tw)/2:y=80,\
drawtext=fontfile=$font:text='Parte $((i + 1)) de 3':fontcolor=0xcfe3f7:fontsize=16:x=(w-tw)/2:y=130,\
drawtext=fontfile=$font:text='%{eif\\:t+$((i * 5))\\:d}s':fontcolor=0xcfe3f7:fontsize=14:x=w-tw-12:y=h-th-10" \
    -pix_fmt yuv420p "$card"
  cards+=("$card")
done
for card in "${cards[@]}"; do echo "file '$card'"; done >"$work/cards.txt"
ffmpeg -v error -y -f concat -safe 0 -i "$work/cards.txt" -c copy "$work/cards.mp4"
ffmpeg -v error -y -f concat -safe 0 -i "$work/video.txt" -c:a pcm_s16le "$work/narration.wav"
ffmpeg -v error -y -i "$work/cards.mp4" -i "$work/narration.wav" -map 0:v -map 1:a -shortest \
  -c:v libx264 -profile:v baseline -level 3.0 -preset veryslow -crf 32 -g 30 -pix_fmt yuv420p \
  -c:a aac -b:a 32k -ac 1 -ar 22050 -movflags +faststart "$here/media/aula-boas-vindas.mp4"
ffmpeg -v error -y -i "$work/cards.mp4" -i "$work/narration.wav" -map 0:v -map 1:a -shortest \
  -c:v libvpx-vp9 -b:v 0 -crf 45 -deadline good -row-mt 1 -c:a libopus -b:a 24k -ac 1 \
  "$here/media/aula-boas-vindas.webm"

# The audio: a short spoken episode.
AUDIO_LINES=(
  "Este é o podcast de demonstração do Campus."
  "Em poucos segundos, você conhece o player de áudio."
  "Ouça até o final para concluir a atividade. Até a próxima!"
)
: >"$work/audio.txt"
for i in 0 1 2; do say "audio$i" 5 "${AUDIO_LINES[$i]}" audio; done
ffmpeg -v error -y -f concat -safe 0 -i "$work/audio.txt" -c:a libmp3lame -b:a 32k -ac 1 -ar 22050 \
  "$here/media/podcast-boas-vindas.mp3"

# Flash: a valid, empty SWF 6 movie (header, 550×400 stage, 12 fps, one frame: ShowFrame, End). Stored, never played.
node -e '
  const rect = Buffer.from([0x78, 0x00, 0x05, 0x5f, 0x00, 0x00, 0x0f, 0xa0, 0x00]); // nbits=15: 0, 11000, 0, 8000 twips
  const body = Buffer.concat([rect, Buffer.from([0x00, 0x0c, 0x01, 0x00, 0x40, 0x00, 0x00, 0x00])]);
  const header = Buffer.from([0x46, 0x57, 0x53, 0x06, 0, 0, 0, 0]);
  header.writeUInt32LE(header.length + body.length, 4);
  require("node:fs").writeFileSync(process.argv[1], Buffer.concat([header, body]));
' "$here/flash/animacao.swf"

du -ab "$here" | grep -vE '/(tools|html-lesson|scorm-[^/]+)(/|$)' | sort -k2
