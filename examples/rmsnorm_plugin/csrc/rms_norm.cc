// RMS normalisation over the last dimension, forward and backward, as XLA FFI handlers
// for the CPU. Written against the header-only FFI API that jaxlib ships
// (jax.ffi.include_dir()); typedjax loads this library with ctypes and registers each
// exported handler with XLA.
//
//   y = x * r * scale,  r = 1 / sqrt(mean(x^2) + eps)           (per row of the last dim)
//   dx = r * (g - xhat * mean(g * xhat)),  g = dy * scale,  xhat = x * r
//   dscale_rows = dy * xhat                 (typedjax sums it over the leading dims)
//   rstd = r                                (the residual the backward kernel reads)
//
// float32, float16 and bfloat16 are accepted, every buffer in the one dtype of x;
// arithmetic is in float32 throughout, and 16-bit values are converted on load and store.

#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>

#include "xla/ffi/api/ffi.h"

namespace ffi = xla::ffi;

namespace {

float HalfToFloat(uint16_t h) {
  const uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  uint32_t exponent = (h >> 10) & 0x1Fu;
  uint32_t mantissa = h & 0x3FFu;
  uint32_t bits;
  if (exponent == 0x1Fu) {
    bits = sign | 0x7F800000u | (mantissa << 13);  // inf or nan
  } else if (exponent != 0) {
    bits = sign | ((exponent + 112u) << 23) | (mantissa << 13);
  } else if (mantissa == 0) {
    bits = sign;
  } else {  // subnormal: normalise it
    exponent = 113;
    while ((mantissa & 0x400u) == 0) {
      mantissa <<= 1;
      --exponent;
    }
    bits = sign | (exponent << 23) | ((mantissa & 0x3FFu) << 13);
  }
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

uint16_t FloatToHalf(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof bits);
  const uint16_t sign = static_cast<uint16_t>((bits >> 16) & 0x8000u);
  const uint32_t abs = bits & 0x7FFFFFFFu;
  if (abs >= 0x7F800000u) {  // inf or nan
    return sign | 0x7C00u | (abs > 0x7F800000u ? 0x200u : 0u);
  }
  if (abs >= 0x477FF000u) return sign | 0x7C00u;  // rounds past the largest half
  if (abs < 0x38800000u) {                         // a half subnormal (or zero)
    if (abs < 0x33000000u) return sign;
    const uint32_t shift = 126u - (abs >> 23);
    const uint32_t mantissa = (abs & 0x7FFFFFu) | 0x800000u;
    uint32_t half = mantissa >> (shift + 1);
    const uint32_t rest = mantissa & ((1u << (shift + 1)) - 1u);
    const uint32_t midway = 1u << shift;
    if (rest > midway || (rest == midway && (half & 1u))) ++half;
    return sign | static_cast<uint16_t>(half);
  }
  uint32_t half = ((abs >> 13) - (112u << 10));
  const uint32_t rest = abs & 0x1FFFu;
  if (rest > 0x1000u || (rest == 0x1000u && (half & 1u))) ++half;
  return sign | static_cast<uint16_t>(half);
}

float BfloatToFloat(uint16_t b) {
  const uint32_t bits = static_cast<uint32_t>(b) << 16;
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

uint16_t FloatToBfloat(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof bits);
  if ((bits & 0x7FFFFFFFu) > 0x7F800000u) return static_cast<uint16_t>((bits >> 16) | 0x40u);
  bits += 0x7FFFu + ((bits >> 16) & 1u);  // round to nearest, ties to even
  return static_cast<uint16_t>(bits >> 16);
}

// Reads and writes one element type as float.
struct F32 {
  using T = float;
  static float Load(T v) { return v; }
  static T Store(float v) { return v; }
};
struct F16 {
  using T = uint16_t;
  static float Load(T v) { return HalfToFloat(v); }
  static T Store(float v) { return FloatToHalf(v); }
};
struct BF16 {
  using T = uint16_t;
  static float Load(T v) { return BfloatToFloat(v); }
  static T Store(float v) { return FloatToBfloat(v); }
};

// The buffer's elements as E's storage type. typed_data<T>() would check T against the
// buffer's dtype, and 16-bit floats are stored as uint16_t here: read them untyped.
template <typename E>
typename E::T* Data(const ffi::AnyBuffer& buffer) {
  return static_cast<typename E::T*>(buffer.untyped_data());
}

// Rows and row length of x, checked against scale; an error names the broken rule.
ffi::Error Layout(const ffi::AnyBuffer& x, const ffi::AnyBuffer& scale, int64_t* rows,
                  int64_t* n) {
  const auto dims = x.dimensions();
  if (dims.size() == 0) return ffi::Error::InvalidArgument("rms_norm: x must have rank >= 1");
  *n = dims.back();
  const auto scale_dims = scale.dimensions();
  if (scale_dims.size() != 1 || scale_dims.back() != *n) {
    return ffi::Error::InvalidArgument("rms_norm: scale must have shape (x.shape[-1],)");
  }
  if (scale.element_type() != x.element_type()) {
    return ffi::Error::InvalidArgument("rms_norm: x and scale must have one dtype");
  }
  *rows = *n == 0 ? 0 : static_cast<int64_t>(x.element_count()) / *n;
  return ffi::Error::Success();
}

template <typename E>
float RowRstd(const typename E::T* x, int64_t n, float eps) {
  float sum = 0.0f;
  for (int64_t j = 0; j < n; ++j) {
    const float v = E::Load(x[j]);
    sum += v * v;
  }
  return 1.0f / std::sqrt(sum / static_cast<float>(n) + eps);
}

template <typename E>
void Forward(float eps, const ffi::AnyBuffer& x, const ffi::AnyBuffer& scale, int64_t rows,
             int64_t n, typename E::T* y, typename E::T* rstd) {
  const auto* xs = Data<E>(x);
  const auto* ss = Data<E>(scale);
  for (int64_t i = 0; i < rows; ++i) {
    const auto* row = xs + i * n;
    const float r = RowRstd<E>(row, n, eps);
    if (rstd != nullptr) rstd[i] = E::Store(r);
    for (int64_t j = 0; j < n; ++j) y[i * n + j] = E::Store(E::Load(row[j]) * r * E::Load(ss[j]));
  }
}

template <typename E>
void Backward(const ffi::AnyBuffer& x, const ffi::AnyBuffer& scale, const ffi::AnyBuffer& rstd,
              const ffi::AnyBuffer& dy, int64_t rows, int64_t n, typename E::T* dx,
              typename E::T* dscale_rows) {
  const auto* rs = Data<E>(rstd);
  const auto* xs = Data<E>(x);
  const auto* ss = Data<E>(scale);
  const auto* gs = Data<E>(dy);
  for (int64_t i = 0; i < rows; ++i) {
    const float r = E::Load(rs[i]);
    float dot = 0.0f;
    for (int64_t j = 0; j < n; ++j) {
      const float xhat = E::Load(xs[i * n + j]) * r;
      const float g = E::Load(gs[i * n + j]);
      dot += g * E::Load(ss[j]) * xhat;
      dscale_rows[i * n + j] = E::Store(g * xhat);
    }
    const float mean = dot / static_cast<float>(n);
    for (int64_t j = 0; j < n; ++j) {
      const float xhat = E::Load(xs[i * n + j]) * r;
      const float g = E::Load(gs[i * n + j]) * E::Load(ss[j]);
      dx[i * n + j] = E::Store(r * (g - xhat * mean));
    }
  }
}

ffi::Error Unsupported(ffi::DataType type) {
  return ffi::Error::InvalidArgument("rms_norm: unsupported dtype (XLA type " +
                                     std::to_string(static_cast<int>(type)) +
                                     "); expected float32, float16 or bfloat16");
}

template <typename E>
void ForwardInto(float eps, const ffi::AnyBuffer& x, const ffi::AnyBuffer& scale, int64_t rows,
                 int64_t n, ffi::Result<ffi::AnyBuffer>& y, ffi::Result<ffi::AnyBuffer>* rstd) {
  typename E::T* r = rstd == nullptr ? nullptr : Data<E>(**rstd);
  Forward<E>(eps, x, scale, rows, n, Data<E>(*y), r);
}

ffi::Error Dispatch(float eps, ffi::AnyBuffer x, ffi::AnyBuffer scale,
                    ffi::Result<ffi::AnyBuffer> y, ffi::Result<ffi::AnyBuffer>* rstd) {
  int64_t rows = 0, n = 0;
  if (auto error = Layout(x, scale, &rows, &n); error.failure()) return error;
  switch (x.element_type()) {
    case ffi::DataType::F32: ForwardInto<F32>(eps, x, scale, rows, n, y, rstd); break;
    case ffi::DataType::F16: ForwardInto<F16>(eps, x, scale, rows, n, y, rstd); break;
    case ffi::DataType::BF16: ForwardInto<BF16>(eps, x, scale, rows, n, y, rstd); break;
    default: return Unsupported(x.element_type());
  }
  return ffi::Error::Success();
}

ffi::Error RmsNormImpl(float eps, ffi::AnyBuffer x, ffi::AnyBuffer scale,
                       ffi::Result<ffi::AnyBuffer> y) {
  return Dispatch(eps, x, scale, y, nullptr);
}

ffi::Error RmsNormFwdImpl(float eps, ffi::AnyBuffer x, ffi::AnyBuffer scale,
                          ffi::Result<ffi::AnyBuffer> y, ffi::Result<ffi::AnyBuffer> rstd) {
  return Dispatch(eps, x, scale, y, &rstd);
}

template <typename E>
void BackwardInto(const ffi::AnyBuffer& x, const ffi::AnyBuffer& scale,
                  const ffi::AnyBuffer& rstd, const ffi::AnyBuffer& dy, int64_t rows, int64_t n,
                  ffi::Result<ffi::AnyBuffer>& dx, ffi::Result<ffi::AnyBuffer>& dscale_rows) {
  Backward<E>(x, scale, rstd, dy, rows, n, Data<E>(*dx),
              Data<E>(*dscale_rows));
}

ffi::Error RmsNormBwdImpl(float eps, ffi::AnyBuffer x, ffi::AnyBuffer scale,
                          ffi::AnyBuffer rstd, ffi::AnyBuffer dy, ffi::Result<ffi::AnyBuffer> dx,
                          ffi::Result<ffi::AnyBuffer> dscale_rows) {
  (void)eps;  // one of the kernel's attributes; the residual rstd already holds it
  int64_t rows = 0, n = 0;
  if (auto error = Layout(x, scale, &rows, &n); error.failure()) return error;
  if (rstd.element_type() != x.element_type() || dy.element_type() != x.element_type() ||
      static_cast<int64_t>(rstd.element_count()) != rows ||
      dy.element_count() != x.element_count()) {
    return ffi::Error::InvalidArgument(
        "rms_norm backward: rstd must be x.shape[:-1] and dy x.shape, in x's dtype");
  }
  switch (x.element_type()) {
    case ffi::DataType::F32: BackwardInto<F32>(x, scale, rstd, dy, rows, n, dx, dscale_rows); break;
    case ffi::DataType::F16: BackwardInto<F16>(x, scale, rstd, dy, rows, n, dx, dscale_rows); break;
    case ffi::DataType::BF16:
      BackwardInto<BF16>(x, scale, rstd, dy, rows, n, dx, dscale_rows);
      break;
    default: return Unsupported(x.element_type());
  }
  return ffi::Error::Success();
}

}  // namespace

// The library is built with hidden visibility: only these three handlers are exported.
#define TYPEDJAX_EXPORT extern "C" __attribute__((visibility("default")))
TYPEDJAX_EXPORT XLA_FFI_Error* TypedjaxRmsNorm(XLA_FFI_CallFrame* call_frame);
TYPEDJAX_EXPORT XLA_FFI_Error* TypedjaxRmsNormFwd(XLA_FFI_CallFrame* call_frame);
TYPEDJAX_EXPORT XLA_FFI_Error* TypedjaxRmsNormBwd(XLA_FFI_CallFrame* call_frame);

XLA_FFI_DEFINE_HANDLER_SYMBOL(TypedjaxRmsNorm, RmsNormImpl,
                              ffi::Ffi::Bind()
                                  .Attr<float>("eps")
                                  .Arg<ffi::AnyBuffer>()
                                  .Arg<ffi::AnyBuffer>()
                                  .Ret<ffi::AnyBuffer>());

XLA_FFI_DEFINE_HANDLER_SYMBOL(TypedjaxRmsNormFwd, RmsNormFwdImpl,
                              ffi::Ffi::Bind()
                                  .Attr<float>("eps")
                                  .Arg<ffi::AnyBuffer>()
                                  .Arg<ffi::AnyBuffer>()
                                  .Ret<ffi::AnyBuffer>()
                                  .Ret<ffi::AnyBuffer>());

XLA_FFI_DEFINE_HANDLER_SYMBOL(TypedjaxRmsNormBwd, RmsNormBwdImpl,
                              ffi::Ffi::Bind()
                                  .Attr<float>("eps")
                                  .Arg<ffi::AnyBuffer>()
                                  .Arg<ffi::AnyBuffer>()
                                  .Arg<ffi::AnyBuffer>()
                                  .Arg<ffi::AnyBuffer>()
                                  .Ret<ffi::AnyBuffer>()
                                  .Ret<ffi::AnyBuffer>());
