#include "replay/apng_writer.hpp"

#include <QBuffer>
#include <QIODevice>
#include <QImage>

#include <algorithm>
#include <optional>
#include <vector>

#include <zlib.h>

namespace jasta::app {

namespace {

constexpr char kSignature[] = "\x89PNG\r\n\x1a\n";
constexpr int kSignatureSize = 8;
constexpr int kIhdrSize = 13;  // width, height (4 bytes each), depth, colour type, compression, filter, interlace

struct Chunk {
    QByteArray type;  // 4 ASCII letters
    QByteArray data;
};

void append32(QByteArray& out, quint32 value) {
    for (int shift = 24; shift >= 0; shift -= 8) out.append(static_cast<char>((value >> shift) & 0xffu));
}

void append16(QByteArray& out, quint16 value) {
    out.append(static_cast<char>((value >> 8) & 0xffu));
    out.append(static_cast<char>(value & 0xffu));
}

quint32 read32(const QByteArray& bytes, qsizetype at) {
    quint32 value = 0;
    for (qsizetype i = 0; i < 4; ++i) value = (value << 8) | static_cast<unsigned char>(bytes[at + i]);
    return value;
}

// The chunks of a PNG as Qt wrote it; none when it is not one (the CRCs are
// Qt's own and not checked again).
std::optional<std::vector<Chunk>> splitPng(const QByteArray& png) {
    if (png.size() < kSignatureSize || !png.startsWith(QByteArray(kSignature, kSignatureSize))) return std::nullopt;
    std::vector<Chunk> chunks;
    qsizetype at = kSignatureSize;
    while (at + 12 <= png.size()) {  // length, type, CRC: 12 bytes around the data
        const quint32 length = read32(png, at);
        if (length > static_cast<quint64>(png.size() - at - 12)) return std::nullopt;
        chunks.push_back({png.mid(at + 4, 4), png.mid(at + 8, static_cast<qsizetype>(length))});
        at += 12 + static_cast<qsizetype>(length);
        if (chunks.back().type == "IEND") return chunks;
    }
    return std::nullopt;
}

}  // namespace

ApngWriter::ApngWriter(QIODevice* device, int frameCount, int loops)
    : m_device(device), m_frameCount(frameCount), m_loops(std::max(0, loops)) {}

bool ApngWriter::fail(const QString& why) {
    if (m_error.isEmpty()) m_error = why;
    return false;
}

bool ApngWriter::writeFailed() {
    const QString why = m_device != nullptr ? m_device->errorString() : QString();
    return fail(why.isEmpty() || why == QStringLiteral("Unknown error") ? tr("the file could not be written") : why);
}

bool ApngWriter::writeChunk(const char type[4], const QByteArray& data) {
    QByteArray chunk;
    chunk.reserve(data.size() + 12);
    append32(chunk, static_cast<quint32>(data.size()));
    chunk.append(type, 4);
    chunk.append(data);
    // The CRC covers the type and the data, not the length.
    uLong crc = crc32(0L, reinterpret_cast<const Bytef*>(chunk.constData() + 4), 4);
    crc = crc32(crc, reinterpret_cast<const Bytef*>(data.constData()), static_cast<uInt>(data.size()));
    append32(chunk, static_cast<quint32>(crc));
    if (m_device == nullptr || m_device->write(chunk) != chunk.size()) return writeFailed();
    return true;
}

// Before the first frame's data: the signature, its IHDR, acTL, and the
// ancillary chunks Qt wrote ahead of the image data (pHYs and the like),
// which hold for every frame.
bool ApngWriter::writeHeader(const QByteArray& ihdr, const QByteArray& png) {
    if (m_device == nullptr || m_device->write(kSignature, kSignatureSize) != kSignatureSize) return writeFailed();
    if (!writeChunk("IHDR", ihdr)) return false;
    QByteArray actl;
    append32(actl, static_cast<quint32>(m_frameCount));
    append32(actl, static_cast<quint32>(m_loops));
    if (!writeChunk("acTL", actl)) return false;
    const auto chunks = splitPng(png);  // addFrame checked that it splits
    for (const Chunk& chunk : *chunks) {
        if (chunk.type == "IDAT" || chunk.type == "IEND") break;
        if (chunk.type != "IHDR" && !writeChunk(chunk.type.constData(), chunk.data)) return false;
    }
    return true;
}

bool ApngWriter::writeFrameControl(int width, int height, int delayMs) {
    QByteArray fctl;
    append32(fctl, m_sequence++);
    append32(fctl, static_cast<quint32>(width));
    append32(fctl, static_cast<quint32>(height));
    append32(fctl, 0);  // x offset: every frame covers the whole picture
    append32(fctl, 0);  // y offset
    append16(fctl, static_cast<quint16>(std::clamp(delayMs, 0, kMaxDelayMs)));
    append16(fctl, 1000);  // the delay is in thousandths of a second
    fctl.append('\0');     // dispose: none (the next frame covers it all anyway)
    fctl.append('\0');     // blend: source (replace, do not draw over)
    return writeChunk("fcTL", fctl);
}

bool ApngWriter::addFrame(const QImage& image, int delayMs) {
    if (!m_error.isEmpty()) return false;
    if (m_frames >= m_frameCount) return fail(tr("more frames than the %1 announced").arg(m_frameCount));
    if (image.isNull()) return fail(tr("frame %1 is an empty picture").arg(m_frames + 1));
    if (m_frames == 0) m_alpha = image.hasAlphaChannel();
    // One pixel format for all frames, so that Qt writes the same IHDR for each.
    const QImage frame = image.convertToFormat(m_alpha ? QImage::Format_ARGB32 : QImage::Format_RGB32);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!frame.save(&buffer, "PNG")) return fail(tr("frame %1 could not be encoded").arg(m_frames + 1));
    const auto chunks = splitPng(png);
    if (!chunks || chunks->empty() || chunks->front().type != "IHDR" || chunks->front().data.size() != kIhdrSize)
        return fail(tr("frame %1 could not be encoded").arg(m_frames + 1));
    const QByteArray& ihdr = chunks->front().data;
    if (m_frames == 0) {
        m_ihdr = ihdr;
        if (!writeHeader(ihdr, png)) return false;
    } else if (ihdr != m_ihdr) {
        return fail(tr("frame %1 is %2 × %3 pixels, the first was %4 × %5")
                        .arg(m_frames + 1)
                        .arg(frame.width())
                        .arg(frame.height())
                        .arg(read32(m_ihdr, 0))
                        .arg(read32(m_ihdr, 4)));
    }
    if (!writeFrameControl(frame.width(), frame.height(), delayMs)) return false;
    for (const Chunk& chunk : *chunks) {
        if (chunk.type != "IDAT") continue;
        if (m_frames == 0) {
            if (!writeChunk("IDAT", chunk.data)) return false;
            continue;
        }
        QByteArray fdat;
        fdat.reserve(chunk.data.size() + 4);
        append32(fdat, m_sequence++);
        fdat.append(chunk.data);
        if (!writeChunk("fdAT", fdat)) return false;
    }
    ++m_frames;
    return true;
}

bool ApngWriter::finish() {
    if (!m_error.isEmpty()) return false;
    if (m_frames != m_frameCount)
        return fail(tr("only %1 of the %2 frames announced were written").arg(m_frames).arg(m_frameCount));
    return writeChunk("IEND", {});
}

}  // namespace jasta::app
