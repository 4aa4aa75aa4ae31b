#pragma once
// A reader of animated PNGs (APNG) for the tests, written from the
// specification (wiki.mozilla.org/APNG_Specification) independently of the
// writer: it checks every chunk's CRC32 and the order of the chunks, and
// rebuilds each frame as a still PNG that Qt can decode.

#include <gtest/gtest.h>

#include <QByteArray>
#include <QImage>

#include <optional>
#include <vector>

#include <zlib.h>

namespace jasta::app::test {

inline const QByteArray kPngSignature("\x89PNG\r\n\x1a\n", 8);

inline quint32 be32(const QByteArray& bytes, qsizetype at) {
    return (static_cast<quint32>(static_cast<unsigned char>(bytes[at])) << 24) |
           (static_cast<quint32>(static_cast<unsigned char>(bytes[at + 1])) << 16) |
           (static_cast<quint32>(static_cast<unsigned char>(bytes[at + 2])) << 8) |
           static_cast<quint32>(static_cast<unsigned char>(bytes[at + 3]));
}

inline quint16 be16(const QByteArray& bytes, qsizetype at) {
    return static_cast<quint16>((static_cast<unsigned char>(bytes[at]) << 8) |
                                static_cast<unsigned char>(bytes[at + 1]));
}

inline quint32 crcOf(const QByteArray& typeAndData) {
    return static_cast<quint32>(
        crc32(0L, reinterpret_cast<const Bytef*>(typeAndData.constData()), static_cast<uInt>(typeAndData.size())));
}

inline QByteArray pngChunk(const QByteArray& type, const QByteArray& data) {
    QByteArray out;
    const quint32 length = static_cast<quint32>(data.size());
    for (int shift = 24; shift >= 0; shift -= 8) out.append(static_cast<char>((length >> shift) & 0xff));
    const quint32 crc = crcOf(type + data);
    out += type + data;
    for (int shift = 24; shift >= 0; shift -= 8) out.append(static_cast<char>((crc >> shift) & 0xff));
    return out;
}

struct ApngFrame {
    quint32 sequence = 0;
    quint32 width = 0, height = 0, x = 0, y = 0;
    quint16 delayNum = 0, delayDen = 0;
    int dispose = -1, blend = -1;
    QByteArray data;  // the zlib stream, from IDAT or fdAT (sequence number removed)
};

struct Apng {
    QByteArray ihdr;
    quint32 frames = 0, plays = 0;
    std::vector<ApngFrame> frameList;
    std::vector<quint32> sequence;  // every fcTL and fdAT sequence number, in file order
    std::vector<QByteArray> types;  // chunk types in file order
    bool idatBeforeActl = false;
};

// Reads the file chunk by chunk; a failed expectation for every rule broken.
inline std::optional<Apng> parseApng(const QByteArray& file) {
    EXPECT_TRUE(file.startsWith(kPngSignature));
    if (!file.startsWith(kPngSignature)) return std::nullopt;
    Apng apng;
    bool seenActl = false;
    qsizetype at = kPngSignature.size();
    while (at + 12 <= file.size()) {
        const quint32 length = be32(file, at);
        const QByteArray type = file.mid(at + 4, 4);
        const QByteArray data = file.mid(at + 8, length);
        EXPECT_EQ(data.size(), static_cast<qsizetype>(length)) << type.toStdString();
        EXPECT_EQ(be32(file, at + 8 + length), crcOf(type + data)) << "CRC of " << type.toStdString();
        apng.types.push_back(type);
        at += 12 + length;
        if (type == "IHDR") {
            apng.ihdr = data;
        } else if (type == "acTL") {
            seenActl = true;
            apng.frames = be32(data, 0);
            apng.plays = be32(data, 4);
        } else if (type == "fcTL") {
            ApngFrame frame;
            frame.sequence = be32(data, 0);
            frame.width = be32(data, 4);
            frame.height = be32(data, 8);
            frame.x = be32(data, 12);
            frame.y = be32(data, 16);
            frame.delayNum = be16(data, 20);
            frame.delayDen = be16(data, 22);
            frame.dispose = static_cast<unsigned char>(data[24]);
            frame.blend = static_cast<unsigned char>(data[25]);
            apng.sequence.push_back(frame.sequence);
            apng.frameList.push_back(frame);
        } else if (type == "IDAT") {
            if (!seenActl) apng.idatBeforeActl = true;
            EXPECT_EQ(apng.frameList.size(), 1u) << "IDAT belongs to the first frame";
            if (!apng.frameList.empty()) apng.frameList.back().data += data;
        } else if (type == "fdAT") {
            apng.sequence.push_back(be32(data, 0));
            EXPECT_GT(apng.frameList.size(), 1u) << "fdAT belongs to a later frame";
            if (!apng.frameList.empty()) apng.frameList.back().data += data.mid(4);
        } else if (type == "IEND") {
            EXPECT_EQ(at, file.size()) << "nothing after IEND";
            return apng;
        }
    }
    ADD_FAILURE() << "no IEND";
    return std::nullopt;
}

// One frame as a still PNG: the file's IHDR with the frame's size, its data as IDAT.
inline QImage decodeFrame(const Apng& apng, const ApngFrame& frame) {
    QByteArray ihdr = apng.ihdr;
    for (int i = 0; i < 4; ++i) {
        ihdr[i] = static_cast<char>((frame.width >> (24 - 8 * i)) & 0xff);
        ihdr[4 + i] = static_cast<char>((frame.height >> (24 - 8 * i)) & 0xff);
    }
    return QImage::fromData(
        kPngSignature + pngChunk("IHDR", ihdr) + pngChunk("IDAT", frame.data) + pngChunk("IEND", {}), "PNG");
}

}  // namespace jasta::app::test
